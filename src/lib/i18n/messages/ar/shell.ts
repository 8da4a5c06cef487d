// The app shell, the static screens and the connection state, in the Arabic catalogue (issue 21; assembled by ../ar.ts).
import type { Messages } from '../../types.ts';
import { count } from './common.ts';

export const shell: Pick<
  Messages,
  'appStrings' | 'screenTitles' | 'themeStrings' | 'offlineStrings' | 'missionStrings' | 'contactStrings'
> = {
  appStrings: {
    productName: 'StudyMate',
    menu: {
      open: 'فتح قائمة الحساب',
      login: 'تسجيل الدخول',
      signup: 'إنشاء حساب',
      profile: 'الملف الشخصي',
      logout: 'تسجيل الخروج',
      plans: 'الخطط',
      chat: 'المحادثة',
    },
    back: 'رجوع',
    close: 'إغلاق',
    language: 'اللغة',
    loading: 'جارٍ التحميل…',
    update: { available: 'يتوفر إصدار جديد', reload: 'إعادة التحميل', dismiss: 'لاحقًا' },
    offline: 'غير متصل',
    install: {
      action: 'تثبيت التطبيق',
      iosHint: 'للتثبيت، اضغط على مشاركة ثم إضافة إلى الشاشة الرئيسية.',
    },
  },
  screenTitles: {
    login: 'تسجيل الدخول',
    signup: 'إنشاء حساب',
    forgotPassword: 'إعادة تعيين كلمة المرور',
    resetPassword: 'تمت إعادة تعيين كلمة المرور',
    profile: 'الملف الشخصي',
    plans: 'الخطط',
    mission: 'رسالتنا',
    contact: 'اتصل بنا',
    diagnostics: 'اختبار الاتصال',
  },
  themeStrings: {
    toggle: 'الوضع الداكن والفاتح',
    toDark: 'التبديل إلى الوضع الداكن',
    toLight: 'التبديل إلى الوضع الفاتح',
  },
  offlineStrings: {
    questionQueued: 'في الانتظار — سيُرسل عند عودة الاتصال',
    questionSending: 'جارٍ الإرسال...',
    contactQueued: 'رسالتك محفوظة وستُرسل عند عودة الاتصال.',
    contactQueuedMany: (n: number) =>
      `${count(n, { zero: 'لا رسائل', one: 'رسالة واحدة', two: 'رسالتان', few: '# رسائل', many: '# رسالة', other: '# رسالة' })} محفوظة وستُرسل عند عودة الاتصال.`,
  },
  missionStrings: {
    heading: 'رسالتنا',
    lead: 'يمكّن StudyMate الطلاب بتعليم خصوصي مخصّص بالذكاء الاصطناعي — مساعدة صبورة وواضحة في أي مادة، متى وأينما يدرسون.',
    values: [
      {
        name: 'الابتكار',
        text: 'نجلب أحدث ما وصل إليه الذكاء الاصطناعي إلى الدراسة اليومية، ليتعلّم كل طالب مع معلّم يتكيّف معه.',
      },
      {
        name: 'إتاحة الوصول',
        text: 'لا ينبغي أن تتوقف المساعدة على المال أو المكان أو الاتصال. البدء مع StudyMate مجاني، ويعمل على أي هاتف، ويُبقي ملاحظاتك مقروءة دون اتصال.',
      },
      {
        name: 'التميّز',
        text: 'تُبنى الإجابات خطوة بخطوة، ليفهم الطلاب السبب — لا النتيجة وحدها.',
      },
    ],
    standForHeading: 'ما نؤمن به',
    standFor:
      'نؤمن بتعلّم يبني الفهم والثقة. يشرح StudyMate بدل أن يكتفي بالإجابة، ويحترم خصوصيتك، ويكون حاضرًا في منتصف الليل قبل الامتحان كما في منتصف النهار.',
    startLearning: 'ابدأ التعلّم',
  },
  contactStrings: {
    formTitle: 'أرسل إلينا رسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    success: 'شكرًا على رسالتك! سنردّ عليك قريبًا.',
    error: 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
    infoTitle: 'معلومات الاتصال',
    supportLabel: 'الدعم',
  },
};
