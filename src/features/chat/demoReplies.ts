import type { Language } from '@shared/contract/languages.ts';

/** SPEC §4 route rule 4: with no backend and no direct AI, a canned demo reply with a study tip. */
const replies: Record<Language, readonly string[]> = {
  en: [
    "I'm running in demo mode, so I can't reach the AI tutor right now — but here's how I'd approach it: break the problem into smaller steps, write down what you know, and decide what you need to find.",
    'Demo mode is on, so this is a sample answer. A good first move on any homework question is to restate it in your own words; it often shows which idea the question is really testing.',
    'This is a demo reply (no AI service is connected). Try working one example by hand first — patterns you spot there usually carry over to the general case.',
  ],
  es: [
    'Estoy en modo demo, así que ahora no puedo contactar con el tutor de IA, pero así lo enfocaría yo: divide el problema en pasos más pequeños, apunta lo que sabes y decide qué necesitas encontrar.',
    'El modo demo está activado, así que esta es una respuesta de ejemplo. Un buen primer paso ante cualquier pregunta de deberes es reformularla con tus palabras; a menudo muestra qué idea está evaluando de verdad.',
    'Esta es una respuesta de demostración (no hay ningún servicio de IA conectado). Prueba a resolver primero un ejemplo a mano: los patrones que veas ahí suelen valer para el caso general.',
  ],
  ar: [
    'أعمل في الوضع التجريبي، لذا لا أستطيع الوصول إلى معلّم الذكاء الاصطناعي الآن — لكن هكذا كنت سأتناولها: قسّم المسألة إلى خطوات أصغر، ودوّن ما تعرفه، وحدّد ما تحتاج إلى إيجاده.',
    'الوضع التجريبي مفعّل، لذا هذه إجابة نموذجية. خطوة أولى جيدة في أي سؤال واجب هي إعادة صياغته بكلماتك؛ فهذا يكشف غالبًا الفكرة التي يختبرها السؤال فعلًا.',
    'هذا رد تجريبي (لا توجد خدمة ذكاء اصطناعي متصلة). جرّب حلّ مثال واحد بيدك أولًا — الأنماط التي تلاحظها هناك تنطبق عادةً على الحالة العامة.',
  ],
};

const tips: Record<Language, readonly string[]> = {
  en: [
    'Study tip: short, spaced sessions beat one long cram — try 25 minutes on, 5 minutes off.',
    'Study tip: explain the idea out loud as if teaching a friend; gaps in understanding show up fast.',
    'Study tip: after solving a problem, check the answer by plugging it back into the question.',
    'Study tip: mix different kinds of problems in one session — it trains you to pick the right method.',
  ],
  es: [
    'Consejo de estudio: las sesiones cortas y espaciadas ganan a un atracón largo; prueba 25 minutos de estudio y 5 de descanso.',
    'Consejo de estudio: explica la idea en voz alta como si se la enseñaras a un amigo; las lagunas aparecen enseguida.',
    'Consejo de estudio: después de resolver un problema, comprueba el resultado sustituyéndolo en el enunciado.',
    'Consejo de estudio: mezcla distintos tipos de problemas en una sesión; te entrena para elegir el método adecuado.',
  ],
  ar: [
    'نصيحة دراسية: الجلسات القصيرة المتباعدة أفضل من مذاكرة طويلة مكثفة — جرّب 25 دقيقة دراسة و5 دقائق راحة.',
    'نصيحة دراسية: اشرح الفكرة بصوت عالٍ كأنك تعلّمها لصديق؛ تظهر الثغرات في الفهم بسرعة.',
    'نصيحة دراسية: بعد حلّ مسألة، تحقّق من الإجابة بالتعويض بها في السؤال.',
    'نصيحة دراسية: امزج أنواعًا مختلفة من المسائل في جلسة واحدة — فهذا يدرّبك على اختيار الطريقة الصحيحة.',
  ],
};

export function demoReply(random: () => number = Math.random, language: Language = 'en'): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length] as T;
  return `${pick(replies[language])}\n\n${pick(tips[language])}`;
}
