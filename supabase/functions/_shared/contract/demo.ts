// Demo mode's canned text in each language (issue 21): the chat-with-ai function's replies and study
// tips (SPEC §4, no AI key on the server) and the browser's own (SPEC §4 route rule 4, no backend).
// English is the source; Spanish and Arabic say the same, with any mathematics unchanged.
import type { Language } from './languages.ts';

/** chat-with-ai's demo replies (Markdown, a heading first). */
export const DEMO_REPLIES: Record<Language, readonly string[]> = {
  en: [
    "## Demo mode\n\nI'm running in **demo mode**, so I can't solve this one for real yet. Once an AI key is configured, I'll walk you through it step by step.",
    "## Let's get started\n\nThis is a **demo answer**: the AI tutor isn't connected yet. Try breaking your question into the parts you know and the part you need to find.",
    '## Demo tutor\n\nThe real tutor is offline in this demo. A good first step for any problem: write down what is given, what is asked, and which rule connects them, e.g. $a^2 + b^2 = c^2$.',
    "## Almost there\n\nYou're seeing a **demo reply**. When the AI service is configured, answers arrive with steps, worked examples and the final result.",
  ],
  es: [
    '## Modo de demostración\n\nEstoy funcionando en **modo de demostración**, así que todavía no puedo resolver esto de verdad. Cuando se configure una clave de IA, te lo explicaré paso a paso.',
    '## Empecemos\n\nEsta es una **respuesta de demostración**: el tutor de IA aún no está conectado. Prueba a dividir tu pregunta en lo que ya sabes y lo que necesitas encontrar.',
    '## Tutor de demostración\n\nEl tutor real no está disponible en esta demostración. Un buen primer paso para cualquier problema: anota qué se da, qué se pide y qué regla los relaciona, p. ej. $a^2 + b^2 = c^2$.',
    '## Casi listo\n\nEstás viendo una **respuesta de demostración**. Cuando se configure el servicio de IA, las respuestas llegarán con pasos, ejemplos resueltos y el resultado final.',
  ],
  ar: [
    '## الوضع التجريبي\n\nأعمل الآن في **الوضع التجريبي**، لذا لا أستطيع حلّ هذه المسألة فعليًا بعد. عند إعداد مفتاح الذكاء الاصطناعي سأشرحها لك خطوة بخطوة.',
    '## لنبدأ\n\nهذه **إجابة تجريبية**: المدرّس الذكي غير متصل بعد. جرّب تقسيم سؤالك إلى ما تعرفه وما تحتاج إلى إيجاده.',
    '## المدرّس التجريبي\n\nالمدرّس الحقيقي غير متاح في هذا العرض التجريبي. خطوة أولى جيدة لأي مسألة: اكتب المعطيات والمطلوب والقاعدة التي تربط بينهما، مثل $a^2 + b^2 = c^2$.',
    '## اقتربنا\n\nأنت ترى **ردًّا تجريبيًا**. عند إعداد خدمة الذكاء الاصطناعي ستصلك الإجابات بالخطوات والأمثلة المحلولة والنتيجة النهائية.',
  ],
};

/** chat-with-ai's study tips, said after a demo reply. */
export const STUDY_TIPS: Record<Language, readonly string[]> = {
  en: [
    'Explain the idea out loud in your own words: if you can teach it, you know it.',
    'Study in 25-minute blocks with 5-minute breaks to stay focused.',
    'Test yourself before re-reading: recalling an answer strengthens memory more than reviewing it.',
    'Mix different kinds of problems in one session instead of repeating the same type.',
    'Review new material again after one day, then after a week.',
  ],
  es: [
    'Explica la idea en voz alta con tus propias palabras: si puedes enseñarla, la sabes.',
    'Estudia en bloques de 25 minutos con descansos de 5 minutos para mantener la concentración.',
    'Ponte a prueba antes de releer: recordar una respuesta refuerza la memoria más que repasarla.',
    'Mezcla distintos tipos de problemas en una sesión en lugar de repetir siempre el mismo.',
    'Repasa el material nuevo al día siguiente y otra vez al cabo de una semana.',
  ],
  ar: [
    'اشرح الفكرة بصوت عالٍ بكلماتك الخاصة: إذا استطعت تعليمها فأنت تعرفها.',
    'ادرس في فترات مدتها 25 دقيقة تتخللها استراحات مدتها 5 دقائق لتحافظ على تركيزك.',
    'اختبر نفسك قبل إعادة القراءة: استرجاع الإجابة يقوّي الذاكرة أكثر من مراجعتها.',
    'امزج أنواعًا مختلفة من المسائل في جلسة واحدة بدلًا من تكرار النوع نفسه.',
    'راجع المادة الجديدة بعد يوم واحد، ثم بعد أسبوع.',
  ],
};

/** The label in front of chat-with-ai's study tip. */
export const STUDY_TIP_LABEL: Record<Language, string> = {
  en: 'Study tip:',
  es: 'Consejo de estudio:',
  ar: 'نصيحة للدراسة:',
};

/** Said under a demo-mode solver answer so the student knows where it came from. */
export const SOLVER_NOTES: Record<Language, string> = {
  en: "_Worked out by StudyMate's built-in maths solver (the AI tutor is not connected in this demo)._",
  es: '_Resuelto por el solucionador matemático integrado de StudyMate (el tutor de IA no está conectado en esta demostración)._',
  ar: '_حلّها حلّال الرياضيات المدمج في StudyMate (المدرّس الذكي غير متصل في هذا العرض التجريبي)._',
};

/** The browser's own demo replies, with no backend at all (plain text). */
export const BROWSER_DEMO_REPLIES: Record<Language, readonly string[]> = {
  en: [
    "I'm running in demo mode, so I can't reach the AI tutor right now — but here's how I'd approach it: break the problem into smaller steps, write down what you know, and decide what you need to find.",
    'Demo mode is on, so this is a sample answer. A good first move on any homework question is to restate it in your own words; it often shows which idea the question is really testing.',
    'This is a demo reply (no AI service is connected). Try working one example by hand first — patterns you spot there usually carry over to the general case.',
  ],
  es: [
    'Estoy en modo de demostración, así que ahora no puedo contactar con el tutor de IA, pero así lo abordaría yo: divide el problema en pasos más pequeños, anota lo que sabes y decide qué necesitas encontrar.',
    'El modo de demostración está activado, así que esta es una respuesta de ejemplo. Un buen primer paso ante cualquier tarea es reformularla con tus propias palabras; a menudo muestra qué idea evalúa realmente la pregunta.',
    'Esta es una respuesta de demostración (no hay ningún servicio de IA conectado). Prueba primero a resolver un ejemplo a mano: los patrones que veas ahí suelen servir para el caso general.',
  ],
  ar: [
    'أعمل في الوضع التجريبي، لذا لا أستطيع الوصول إلى المدرّس الذكي الآن، لكن هكذا كنت سأتعامل معها: قسّم المسألة إلى خطوات أصغر، واكتب ما تعرفه، وحدّد ما تحتاج إلى إيجاده.',
    'الوضع التجريبي مفعّل، لذا هذه إجابة نموذجية. خطوة أولى جيدة لأي واجب هي إعادة صياغة السؤال بكلماتك؛ فكثيرًا ما يكشف ذلك الفكرة التي يختبرها السؤال فعلًا.',
    'هذا رد تجريبي (لا توجد خدمة ذكاء اصطناعي متصلة). جرّب أولًا حلّ مثال واحد يدويًا، فالأنماط التي تلاحظها فيه تنطبق عادةً على الحالة العامة.',
  ],
};

/** The browser's study tips, each with its own label. */
export const BROWSER_STUDY_TIPS: Record<Language, readonly string[]> = {
  en: [
    'Study tip: short, spaced sessions beat one long cram — try 25 minutes on, 5 minutes off.',
    'Study tip: explain the idea out loud as if teaching a friend; gaps in understanding show up fast.',
    'Study tip: after solving a problem, check the answer by plugging it back into the question.',
    'Study tip: mix different kinds of problems in one session — it trains you to pick the right method.',
  ],
  es: [
    'Consejo de estudio: las sesiones cortas y espaciadas funcionan mejor que un atracón: prueba 25 minutos de estudio y 5 de descanso.',
    'Consejo de estudio: explica la idea en voz alta como si se la enseñaras a un amigo; las lagunas aparecen enseguida.',
    'Consejo de estudio: después de resolver un problema, comprueba la respuesta sustituyéndola en el enunciado.',
    'Consejo de estudio: mezcla distintos tipos de problemas en una sesión; así aprendes a elegir el método adecuado.',
  ],
  ar: [
    'نصيحة للدراسة: الجلسات القصيرة المتباعدة أفضل من المذاكرة المكثفة الطويلة؛ جرّب 25 دقيقة دراسة ثم 5 دقائق راحة.',
    'نصيحة للدراسة: اشرح الفكرة بصوت عالٍ كأنك تعلّمها لصديق؛ فالثغرات في الفهم تظهر بسرعة.',
    'نصيحة للدراسة: بعد حلّ المسألة، تحقّق من الإجابة بالتعويض بها في السؤال.',
    'نصيحة للدراسة: امزج أنواعًا مختلفة من المسائل في جلسة واحدة؛ فذلك يدرّبك على اختيار الطريقة الصحيحة.',
  ],
};
