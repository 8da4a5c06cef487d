// The chat: composer, answers, usage, history, the solver and the subjects, in the Arabic catalogue (issue 21; assembled by ../ar.ts).
import type { Messages } from '../../types.ts';
import { ai, questions, timeout } from './common.ts';

export const chat: Pick<
  Messages,
  | 'chatStrings'
  | 'usageStrings'
  | 'historyStrings'
  | 'chatActionStrings'
  | 'composerToolStrings'
  | 'solverStrings'
  | 'subjectStrings'
> = {
  chatStrings: {
    newChat: 'محادثة جديدة',
    upgrade: 'ترقية',
    emptyHeading: 'كيف يمكنني مساعدتك؟',
    conversationHeading: 'المحادثة',
    placeholder: 'اكتب سؤالًا أو ارفع واجبك',
    inputLabel: 'سؤالك',
    imageButton: 'إرفاق صورة',
    takePhoto: 'التقاط صورة',
    uploadFile: 'رفع ملف',
    capturePhoto: 'التقاط',
    cancel: 'إلغاء',
    imageAttached: 'تم إرفاق الصورة',
    removeImage: 'إزالة الصورة',
    preparingImage: 'جارٍ تجهيز الصورة…',
    attachedPhotoAlt: 'صورة الواجب المرفقة',
    sentPhotoAlt: 'صورة الواجب',
    thinking: 'جارٍ التفكير',
    sendMessage: 'إرسال الرسالة',
    stopResponse: 'إيقاف رد الذكاء الاصطناعي',
    subjectsLabel: 'ابدأ بمادة',
    messagesLabel: 'المحادثة',
    you: 'أنت',
    tutor: 'المعلّم',
    copyAnswer: 'نسخ الإجابة',
    copied: 'تم النسخ',
    showEarlier: 'عرض الرسائل السابقة',
    camera: {
      starting: 'جارٍ تشغيل الكاميرا…',
      unavailable: 'الكاميرا غير متاحة. يمكنك التقاط صورة أو اختيارها من جهازك بدلًا من ذلك.',
      chooseInstead: 'اختيار صورة',
      videoLabel: 'معاينة الكاميرا',
    },
    image: {
      tooLarge: '⚠️ الصورة كبيرة جدًا. يُرجى استخدام صورة أصغر من 5 ميغابايت.',
      heicUnsupported:
        '⚠️ هذه الصورة بتنسيق HEIC الذي لا يستطيع هذا المتصفح فتحه. يُرجى اختيار صورة JPEG أو PNG، أو ضبط الكاميرا على «الأكثر توافقًا» والتقاطها من جديد.',
      unsupported: '⚠️ هذا الملف ليس صورة يستطيع التطبيق قراءتها. يُرجى اختيار صورة JPEG أو PNG أو WebP.',
    },
    errors: {
      generic: 'حدث خطأ في خدمة الذكاء الاصطناعي. يُرجى المحاولة مرة أخرى.',
      checkUsage: (reason: string) => `⚠️ تعذّر التحقق من حد الاستخدام: ${reason}`,
      recordUsage: (reason: string) => `⚠️ تعذّر تسجيل الاستخدام: ${reason}`,
      usageReason: 'تعذّرت قراءة بيانات الاستخدام',
      invalidConfig: (reason: string, suggestion: string) => `⚠️ ${reason}. ${suggestion}`,
      badKeyFormat: {
        reason: 'تنسيق مفتاح واجهة الذكاء الاصطناعي غير صالح',
        suggestion: 'يجب أن يبدأ المفتاح بـ "sk-"؛ تحقّق من VITE_AI_API_KEY في إعدادات البيئة.',
      },
      badBackendUrl: {
        reason: 'عنوان الخادم غير صالح',
        suggestion: 'تحقّق من VITE_SUPABASE_URL في إعدادات البيئة.',
      },
      backendNotConfigured: 'الخادم غير مُعدّ',
      network: 'خطأ في الشبكة: تعذّر الاتصال بخدمة الذكاء الاصطناعي. يُرجى التحقق من اتصالك.',
      ai,
      edge: {
        prefix: 'خطأ في دالة الخادم: ',
        tooLarge: 'الصورة كبيرة جدًا للمعالجة. يُرجى استخدام صورة أصغر.',
        auth: 'خطأ في المصادقة. يُرجى تحديث الصفحة.',
        notFound: 'خدمة الذكاء الاصطناعي غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى.',
        server: 'حدث خطأ في الخادم. يُرجى المحاولة مرة أخرى بعد قليل.',
        timeout,
      },
    },
  },
  usageStrings: {
    left: (remaining: number, limit: number) => `متبقٍّ ${remaining}/${limit}`,
    used: (used: number, limit: number) => `مستخدم ${used}/${limit}`,
    badgeLabel: (text: string) => `أسئلة اليوم: ${text}`,
    limitTooltip: (limit: number) => `تم بلوغ الحد الشهري (${questions(limit)})`,
    signUpSuffix: ' - أنشئ حسابًا للمزيد!',
    dailyLimitReached: (limit: number) =>
      `⚠️ تم بلوغ الحد اليومي! لقد استخدمت أسئلتك اليوم كلها (${questions(limit)}).`,
    suggestFree: (gold: number, diamond: number) =>
      `رقِّ إلى الذهبية (${questions(gold)}) أو الماسية (${questions(diamond)}) لتواصل التعلّم اليوم.`,
    suggestGold: (diamond: number) => `رقِّ إلى الماسية (${questions(diamond)}) لتواصل التعلّم اليوم.`,
    suggestDiamond: 'سيُعاد تعيين حدك غدًا.',
    anonymousLimit: (limit: number, gold: number, diamond: number) =>
      `لقد استخدمت أسئلتك اليوم كلها (${questions(limit)}). أنشئ حسابًا مجانيًا لتواصل استخدام StudyMate، أو رقِّ إلى الذهبية (${questions(gold)}) أو الماسية (${questions(diamond)}) للمزيد.`,
    perDay: (limit: number) => `${questions(limit)} يوميًا`,
    dailyLimitExceeded: 'تم تجاوز الحد اليومي',
    storageUnavailable: 'تخزين المتصفح غير متاح',
  },
  historyStrings: {
    open: 'سجل المحادثات',
    title: 'سجل المحادثات',
    search: 'البحث في المحادثات',
    empty: 'لا توجد محادثات محفوظة بعد. تُحفظ محادثاتك على هذا الجهاز.',
    noMatches: 'لا توجد محادثات تطابق بحثك.',
    rename: 'إعادة التسمية',
    renameLabel: (title: string) => `إعادة تسمية «${title}»`,
    newTitle: 'العنوان الجديد',
    save: 'حفظ',
    cancel: 'إلغاء',
    delete: 'حذف',
    deleteLabel: (title: string) => `حذف «${title}»`,
    confirmDelete: 'حذف هذه المحادثة؟',
    keep: 'الإبقاء',
    current: 'المحادثة الحالية',
    untitled: 'محادثة جديدة',
    photoTitle: 'سؤال بصورة',
    unavailable: 'لا يمكن حفظ سجل المحادثات أو قراءته في هذا المتصفح.',
    photoNotSynced: '📷 سؤال بصورة (الصورة على الجهاز الذي أُرسلت منه)',
  },
  chatActionStrings: {
    signUp: 'إنشاء حساب',
    upgrade: 'ترقية',
    limitActionsLabel: 'ما يمكنك فعله',
    stopped: 'تم الإيقاف',
    retry: 'إعادة المحاولة',
    retryLabel: 'إعادة طرح هذا السؤال',
    lastKnown: 'آخر قيمة معروفة',
    lastKnownTitle: 'آخر الأرقام المعروفة؛ تتحدّث عندما يردّ الخادم.',
    lastKnownLabel: (text: string) => `أسئلة اليوم: ${text} (آخر قيمة معروفة)`,
  },
  composerToolStrings: { cropLabel: 'قصّ الصورة', zoomLabel: 'فتح الصورة بملء الشاشة' },
  solverStrings: {
    solvedOnDevice: 'حُلّت على هذا الجهاز',
    askTutor: 'اسأل المعلّم عند الاتصال',
    tooHard: 'هذه المسألة أصعب من أن تُحلّ على هذا الجهاز.',
  },
  subjectStrings: {
    Math: 'الرياضيات',
    Science: 'العلوم',
    Literature: 'الأدب',
    Programming: 'البرمجة',
    Health: 'الصحة',
    History: 'التاريخ',
    Physics: 'الفيزياء',
    Chemistry: 'الكيمياء',
    Biology: 'الأحياء',
    Fitness: 'اللياقة',
    Economics: 'الاقتصاد',
  },
};
