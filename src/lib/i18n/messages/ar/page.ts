// The tab title and meta description of each route, in the Arabic catalogue (issue 21; assembled by ../ar.ts).
import type { Messages } from '../../types.ts';

export const page: Pick<Messages, 'pageStrings'> = {
  pageStrings: {
    appTitle: 'StudyMate — مدرّس دراسي بالذكاء الاصطناعي',
    title: (screen: string) => `${screen} · StudyMate`,
    description: 'اسأل مدرّسًا بالذكاء الاصطناعي كتابةً أو بصورة لواجبك، وتابع القراءة دون اتصال.',
    screens: {
      login: 'تسجيل الدخول',
      signup: 'إنشاء حساب',
      forgotPassword: 'إعادة تعيين كلمة المرور',
      resetPassword: 'كلمة مرور جديدة',
      profile: 'الملف الشخصي',
      plans: 'الخطط',
      mission: 'رسالتنا',
      contact: 'اتصل بنا',
      diagnostics: 'اختبار الاتصال',
    },
    descriptions: {
      login: 'سجّل الدخول إلى StudyMate لتجد محادثاتك وخطتك على كل أجهزتك.',
      signup: 'أنشئ حسابًا مجانيًا في StudyMate: خمسة أسئلة يوميًا، ومحادثاتك على كل أجهزتك.',
      forgotPassword: 'نسيت كلمة مرور StudyMate؟ احصل على رابط أو رمز بالبريد الإلكتروني لتعيين كلمة جديدة.',
      resetPassword: 'اختر كلمة مرور جديدة لحسابك في StudyMate.',
      profile: 'ملفك الشخصي في StudyMate: خطتك والمظهر واللغة.',
      plans: 'خطط StudyMate: المجانية والذهبية والماسية، مع أسئلة أكثر يوميًا.',
      mission: 'لماذا وُجد StudyMate: الابتكار وإتاحة الوصول والتميّز في التعلّم.',
      contact: 'راسل فريق StudyMate.',
      diagnostics: 'يتحقق من الاتصال بين StudyMate والخادم.',
    },
  },
};
