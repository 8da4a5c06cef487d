// Texts and helpers the parts of this catalogue use (assembled by ../ar.ts).
import type { PlanId as Plan } from '@shared/contract/plans.ts';

export const short: Record<Plan, string> = { free: 'المجانية', gold: 'الذهبية', diamond: 'الماسية' };
const rules = new Intl.PluralRules('ar');
/** "n questions" with the noun in the form Arabic grammar asks for after n. */
export const count = (n: number, forms: Record<Intl.LDMLPluralRule, string>): string =>
  forms[rules.select(n)].replace('#', String(n));
export const questions = (n: number) =>
  count(n, {
    zero: 'لا أسئلة',
    one: 'سؤال واحد',
    two: 'سؤالان',
    few: '# أسئلة',
    many: '# سؤالًا',
    other: '# سؤال',
  });
export const days = (n: number) =>
  count(n, { zero: '# يوم', one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' });

export const timeout = 'انتهت مهلة الطلب. يُرجى المحاولة بصورة أصغر.';
export const ai = {
  key: 'مفتاح واجهة برمجة مزوّد الذكاء الاصطناعي غير صالح أو مفقود. يُرجى التحقق من إعدادات الذكاء الاصطناعي.',
  quota: 'تم تجاوز حصة مزوّد الذكاء الاصطناعي. يُرجى التحقق من استخدام خطتك والفوترة.',
  rateLimit: 'تم تجاوز حد الطلبات. يُرجى المحاولة مرة أخرى بعد قليل.',
  network: 'خطأ في الشبكة: تعذّر الاتصال بمزوّد الذكاء الاصطناعي.',
  other: 'تعذّر الحصول على رد من الذكاء الاصطناعي. يُرجى المحاولة مرة أخرى.',
  empty: 'لا يوجد رد من خدمة الذكاء الاصطناعي',
  badRequest: 'تعذّر على خدمة الذكاء الاصطناعي معالجة هذا السؤال. يُرجى إعادة صياغته أو استخدام صورة أخرى.',
};
