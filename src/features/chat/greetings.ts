import type { Language } from '@shared/contract/languages.ts';
import type { Subject } from '@shared/contract/subjects.ts';

/** The greeting each subject chip types out (SPEC §1), in each language (issue 21). A lazy chunk. */
const en: Record<Subject, string> = {
  Math: "Hi! I'm your Math tutor. Send me an equation, a word problem or a photo of your worksheet and we'll solve it step by step.",
  Science:
    "Hi! I'm your Science tutor. Ask me about experiments, concepts or homework questions and I'll explain the why behind them.",
  Literature:
    "Hi! I'm your Literature tutor. Share a passage, a poem or an essay question and we'll look at themes, style and structure together.",
  Programming:
    "Hi! I'm your Programming tutor. Paste your code or describe the problem and we'll debug and understand it together.",
  Health:
    "Hi! I'm your Health tutor. Ask about the human body, nutrition or wellbeing topics from your course.",
  History:
    "Hi! I'm your History tutor. Ask about events, causes and consequences, or get help structuring a history essay.",
  Physics:
    "Hi! I'm your Physics tutor. Send me a problem and we'll pick the right laws, draw the situation and solve it step by step.",
  Chemistry:
    "Hi! I'm your Chemistry tutor. Balancing equations, moles, reactions — send a question or a photo and we'll work through it.",
  Biology:
    "Hi! I'm your Biology tutor. Cells, genetics, ecology — ask away and I'll explain with clear examples.",
  Fitness:
    "Hi! I'm your Fitness tutor. Ask about training principles, anatomy for sport or planning a healthy routine.",
  Economics:
    "Hi! I'm your Economics tutor. Supply and demand, graphs, elasticity — send a question and we'll reason it out together.",
};

const es: Record<Subject, string> = {
  Math: '¡Hola! Soy tu tutor de Matemáticas. Envíame una ecuación, un problema o una foto de tu ficha y lo resolveremos paso a paso.',
  Science:
    '¡Hola! Soy tu tutor de Ciencias. Pregúntame por experimentos, conceptos o deberes y te explicaré el porqué de las cosas.',
  Literature:
    '¡Hola! Soy tu tutor de Literatura. Comparte un fragmento, un poema o una pregunta de redacción y analizaremos juntos los temas, el estilo y la estructura.',
  Programming:
    '¡Hola! Soy tu tutor de Programación. Pega tu código o describe el problema y lo depuraremos y entenderemos juntos.',
  Health:
    '¡Hola! Soy tu tutor de Salud. Pregúntame sobre el cuerpo humano, la nutrición o el bienestar de tu curso.',
  History:
    '¡Hola! Soy tu tutor de Historia. Pregúntame por hechos, causas y consecuencias, o pide ayuda para estructurar una redacción de historia.',
  Physics:
    '¡Hola! Soy tu tutor de Física. Envíame un problema: elegiremos las leyes adecuadas, dibujaremos la situación y lo resolveremos paso a paso.',
  Chemistry:
    '¡Hola! Soy tu tutor de Química. Ajuste de ecuaciones, moles, reacciones: envía una pregunta o una foto y lo trabajaremos juntos.',
  Biology:
    '¡Hola! Soy tu tutor de Biología. Células, genética, ecología: pregunta lo que quieras y te lo explicaré con ejemplos claros.',
  Fitness:
    '¡Hola! Soy tu tutor de Deporte. Pregúntame por principios de entrenamiento, anatomía deportiva o cómo planificar una rutina saludable.',
  Economics:
    '¡Hola! Soy tu tutor de Economía. Oferta y demanda, gráficos, elasticidad: envía una pregunta y lo razonaremos juntos.',
};

const ar: Record<Subject, string> = {
  Math: 'مرحبًا! أنا معلّمك في الرياضيات. أرسل لي معادلة أو مسألة كلامية أو صورة لورقة عملك وسنحلّها خطوة بخطوة.',
  Science:
    'مرحبًا! أنا معلّمك في العلوم. اسألني عن التجارب أو المفاهيم أو أسئلة الواجب وسأشرح لك السبب وراءها.',
  Literature:
    'مرحبًا! أنا معلّمك في الأدب. شارك مقطعًا أو قصيدة أو سؤال مقال وسننظر معًا في الموضوعات والأسلوب والبناء.',
  Programming: 'مرحبًا! أنا معلّمك في البرمجة. الصق الشيفرة أو صف المشكلة وسنصحّحها ونفهمها معًا.',
  Health: 'مرحبًا! أنا معلّمك في الصحة. اسألني عن جسم الإنسان أو التغذية أو موضوعات العافية في مقرّرك.',
  History:
    'مرحبًا! أنا معلّمك في التاريخ. اسأل عن الأحداث وأسبابها ونتائجها، أو اطلب المساعدة في بناء مقال تاريخي.',
  Physics:
    'مرحبًا! أنا معلّمك في الفيزياء. أرسل لي مسألة وسنختار القوانين المناسبة ونرسم الموقف ونحلّها خطوة بخطوة.',
  Chemistry:
    'مرحبًا! أنا معلّمك في الكيمياء. موازنة المعادلات، المولات، التفاعلات — أرسل سؤالًا أو صورة وسنعمل عليه معًا.',
  Biology: 'مرحبًا! أنا معلّمك في الأحياء. الخلايا، الوراثة، البيئة — اسأل ما شئت وسأشرح بأمثلة واضحة.',
  Fitness: 'مرحبًا! أنا معلّمك في اللياقة. اسأل عن مبادئ التدريب أو التشريح الرياضي أو تخطيط روتين صحي.',
  Economics:
    'مرحبًا! أنا معلّمك في الاقتصاد. العرض والطلب، الرسوم البيانية، المرونة — أرسل سؤالًا وسنفكّر فيه معًا.',
};

export const greetings: Record<Language, Record<Subject, string>> = { en, es, ar };
