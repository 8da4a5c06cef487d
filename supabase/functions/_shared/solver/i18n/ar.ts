// The solver's step text in Arabic (issue 21): English skeleton → Arabic template (see skeleton.ts).
// Generated once from the English text the solver writes; keep the same placeholders when editing.
import type { StepCatalogue } from './skeleton.ts';

export const AR: StepCatalogue = {
  'A deck has {0} cards, with {1} of each rank (one ace per suit).':
    'في مجموعة الورق {0} ورقة، {1} من كل رتبة (آس واحد لكل نوع).',
  'A deck has {0} cards, {1} in each of the {2} suits.':
    'في مجموعة الورق {0} ورقة، {1} في كل نوع من الأنواع الـ{2}.',
  'A distance can never be less than a negative number.': 'لا يمكن أن تكون المسافة أصغر من عدد سالب.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}, {2}, {3}.':
    'لحجر النرد المتوازن {0} أوجه متساوية الاحتمال؛ الأوجه المواتية هي {1}، {2}، {3}.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}, {2}.':
    'لحجر النرد المتوازن {0} أوجه متساوية الاحتمال؛ الأوجه المواتية هي {1}، {2}.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}.':
    'لحجر النرد المتوازن {0} أوجه متساوية الاحتمال؛ الوجه المواتي هو {1}.',
  'A fraction is a division: {0} ÷ {1}.': 'الكسر قسمة: {0} ÷ {1}.',
  'A fraction times {0} gives the percentage.': 'الكسر مضروبًا في {0} يعطي النسبة المئوية.',
  'A logarithm needs a positive argument; it is positive at this value.':
    'يحتاج اللوغاريتم إلى مُدخل موجب؛ وهو موجب عند هذه القيمة.',
  'A matrix has an inverse when its determinant is not {0}.': 'للمصفوفة معكوس عندما لا يساوي محددها {0}.',
  'A negative power is a reciprocal: {0}.': 'الأس السالب مقلوب: {0}.',
  'A power outside a bracket applies to every factor inside: {0}.':
    'الأس خارج القوس يُطبَّق على كل عامل داخله: {0}.',
  'A probability is always between {0} and {1}; check that your answer is.':
    'الاحتمال دائمًا بين {0} و{1}؛ تحقّق من أن إجابتك كذلك.',
  'A product is zero when one of its factors is zero.': 'يساوي الضرب صفرًا عندما يكون أحد عوامله صفرًا.',
  'A {0}×{1} matrix.': 'مصفوفة {0}×{1}.',
  'Add and subtract': 'اجمع واطرح',
  'Add terms with the same power.': 'اجمع الحدود ذات الأس نفسه.',
  'Add the atomic masses': 'اجمع الكتل الذرية',
  'Add the constant': 'أضف الثابت',
  'Add the numerators': 'اجمع البسوط',
  'Add the percentage to {0}% and write it as a decimal.': 'أضف النسبة إلى {0}% واكتبها عددًا عشريًا.',
  'Add the pieces and simplify.': 'اجمع الأجزاء وبسّط.',
  'Add the values': 'اجمع القيم',
  'Adding logs multiplies their arguments and subtracting divides: {0}, {1}.':
    'جمع اللوغاريتمات يضرب مُدخلاتها وطرحها يقسمها: {0}، {1}.',
  'Adding logs multiplies their arguments: {0}.': 'جمع اللوغاريتمات يضرب مُدخلاتها: {0}.',
  'Adjugate ÷ determinant': 'المصفوفة المرافقة ÷ المحدد',
  'All primes, highest powers': 'كل الأعداد الأولية بأعلى أسس',
  'Always try substituting first: only an undefined form such as {0}/{1} or ∞/∞ needs more work.':
    'جرّب التعويض أولًا دائمًا: وحدها الصيغ غير المعيّنة مثل {0}/{1} أو ∞/∞ تحتاج إلى عمل إضافي.',
  'An absolute value is a distance from zero, so it is never negative.':
    'القيمة المطلقة مسافة عن الصفر، لذا لا تكون سالبة أبدًا.',
  'An absolute value is a distance from zero.': 'القيمة المطلقة مسافة عن الصفر.',
  Answer: 'الإجابة',
  'Area of a circle': 'مساحة الدائرة',
  'Area of a circle from its circumference': 'مساحة الدائرة من محيطها',
  'Area of a rectangle': 'مساحة المستطيل',
  'Area of a square': 'مساحة المربع',
  'Area of a trapezium': 'مساحة شبه المنحرف',
  'Area of a triangle': 'مساحة المثلث',
  "Area of a triangle (Heron's formula)": 'مساحة المثلث (صيغة هيرون)',
  'As {0} comes closer to {1} from the left, the denominator goes to {2} and the values grow without bound (negative).':
    'عندما يقترب {0} من {1} من اليسار، يؤول المقام إلى {2} وتكبر القيم بلا حدود (سالبة).',
  'As {0} comes closer to {1} from the right, the denominator goes to {2} and the values grow without bound (positive).':
    'عندما يقترب {0} من {1} من اليمين، يؤول المقام إلى {2} وتكبر القيم بلا حدود (موجبة).',
  'As {0} comes closer to {1} from the right, the values keep falling without bound.':
    'عندما يقترب {0} من {1} من اليمين، تستمر القيم في النزول بلا حدود.',
  'Average the x-coordinates and the y-coordinates.': 'خذ متوسط الإحداثيات x ومتوسط الإحداثيات y.',
  'Back to scientific notation': 'العودة إلى الصيغة العلمية',
  'Back-substitute': 'عوّض رجوعًا',
  'Balance the element that appears in the fewest substances first, and leave H and O for last.':
    'وازن أولًا العنصر الذي يظهر في أقل عدد من المواد، واترك H وO إلى النهاية.',
  'Balancing a chemical equation': 'موازنة معادلة كيميائية',
  'Between the two values': 'بين القيمتين',
  'Both factors are the same: one repeated root.': 'العاملان متساويان: جذر مكرر واحد.',
  'Both points have the same x, so the line is vertical.': 'للنقطتين قيمة x نفسها، لذا المستقيم رأسي.',
  'Brackets first': 'الأقواس أولًا',
  'Bring everything to one side so the equation reads {0}.': 'انقل كل شيء إلى طرف واحد لتصبح المعادلة {0}.',
  'Bring everything to one side.': 'انقل كل شيء إلى طرف واحد.',
  'Bring the power down and lower it by one, then multiply by the derivative of the bracket, {0}.':
    'أنزل الأس وأنقصه واحدًا، ثم اضرب في مشتقة ما داخل القوس، {0}.',
  Calculate: 'احسب',
  'Cancel and substitute': 'اختصر وعوّض',
  'Cancel by the highest common factor in one step.': 'اختصر بالقاسم المشترك الأكبر في خطوة واحدة.',
  'Cancel common factors.': 'اختصر العوامل المشتركة.',
  'Cancel the common factor, then substitute.': 'اختصر العامل المشترك ثم عوّض.',
  'Chain rule': 'قاعدة السلسلة',
  'Change of base': 'تغيير الأساس',
  Check: 'التحقق',
  'Check an integral by differentiating your answer: you should get the integrand back.':
    'تحقّق من التكامل باشتقاق إجابتك: يجب أن تحصل على الدالة المكاملة من جديد.',
  'Check by converting back: whole × denominator + numerator gives the top of the improper fraction.':
    'تحقّق بالتحويل العكسي: العدد الصحيح × المقام + البسط يعطي بسط الكسر غير الفعلي.',
  'Check by expanding: it gives the original expression back.': 'تحقّق بالفك: يعطي التعبير الأصلي من جديد.',
  'Check for extraneous roots': 'تحقّق من الجذور الدخيلة',
  'Check the domain': 'تحقّق من المجال',
  'Check the sizes': 'تحقّق من الأبعاد',
  'Check the sizes first: the columns of the first matrix must match the rows of the second.':
    'تحقّق من الأبعاد أولًا: يجب أن تساوي أعمدة المصفوفة الأولى صفوف الثانية.',
  'Check your answer by putting it back into the original question.':
    'تحقّق من إجابتك بالتعويض بها في السؤال الأصلي.',
  'Check: {0}.': 'التحقق: {0}.',
  'Circumference of a circle': 'محيط الدائرة',
  'Cofactor expansion': 'الفك بالعوامل المرافقة',
  'Cofactor expansion along row {0}': 'الفك بالعوامل المرافقة على طول الصف {0}',
  'Collect like terms': 'اجمع الحدود المتشابهة',
  Combine: 'اجمع',
  'Combine terms that have the same letters and powers.': 'اجمع الحدود التي لها الحروف والأسس نفسها.',
  'Combining logarithms': 'دمج اللوغاريتمات',
  'Common denominator': 'مقام مشترك',
  'Common primes, lowest powers': 'الأعداد الأولية المشتركة بأدنى أسس',
  'Compare with zero': 'قارن بالصفر',
  'Complex roots': 'جذور مركّبة',
  'Constant rule': 'قاعدة الثابت',
  'Conversion factor': 'معامل التحويل',
  'Converting a temperature': 'تحويل درجة حرارة',
  'Converting length': 'تحويل الطول',
  'Converting mass': 'تحويل الكتلة',
  'Converting speed': 'تحويل السرعة',
  'Converting time': 'تحويل الزمن',
  'Count atoms on each side': 'عُدّ الذرات في كل طرف',
  'Count each element (brackets multiply everything inside).': 'عُدّ كل عنصر (الأقواس تضرب كل ما بداخلها).',
  'Count the atoms': 'عُدّ الذرات',
  'Count the decimal places: that many zeros go under the digits.':
    'عُدّ المنازل العشرية: بعددها توضع أصفار تحت الأرقام.',
  'Count the moves': 'عُدّ الإزاحات',
  'Count the outcomes': 'عُدّ النواتج',
  'Decreasing by a percentage': 'الإنقاص بنسبة مئوية',
  'Definition of a logarithm': 'تعريف اللوغاريتم',
  'Degrees to radians': 'من الدرجات إلى الراديان',
  Determinant: 'المحدد',
  'Determinant of a matrix': 'محدد مصفوفة',
  'Differentiate each term separately.': 'اشتق كل حد على حدة.',
  'Differentiate the outer function {0} and multiply by the derivative of the inside, {1}, which is {2}.':
    'اشتق الدالة الخارجية {0} واضرب في مشتقة الداخلية، {1}، وهي {2}.',
  'Direct substitution': 'التعويض المباشر',
  Discriminant: 'المميّز',
  'Distance between two points': 'المسافة بين نقطتين',
  'Distance formula': 'صيغة المسافة',
  'Distributive law': 'خاصية التوزيع',
  Divide: 'اقسم',
  'Divide both sides': 'اقسم الطرفين',
  'Divide both sides by {0} so the power stands alone.': 'اقسم الطرفين على {0} لتبقى القوة وحدها.',
  'Divide both sides by {0}.': 'اقسم الطرفين على {0}.',
  'Divide both sides by {0}; the sign stays the same.': 'اقسم الطرفين على {0}؛ تبقى إشارة المتباينة كما هي.',
  'Divide by a negative number (flip the sign)': 'القسمة على عدد سالب (اقلب الإشارة)',
  'Divide by how many': 'اقسم على العدد',
  'Divide by the highest power': 'اقسم على أعلى قوة',
  'Divide by the multiplier': 'اقسم على المضاعِف',
  'Divide by the original': 'اقسم على القيمة الأصلية',
  'Divide by the smallest prime': 'اقسم على أصغر عدد أولي',
  'Divide by {0}': 'اقسم على {0}',
  'Divide the numbers in front, and subtract the powers of {0}: {1}.':
    'اقسم الأعداد في المقدمة واطرح أسس {0}: {1}.',
  'Divide the numbers, subtract the powers': 'اقسم الأعداد واطرح الأسس',
  'Divide the top and bottom by their greatest common factor.':
    'اقسم البسط والمقام على قاسمهما المشترك الأكبر.',
  'Divide the top and the bottom by their highest common factor, {0}.':
    'اقسم البسط والمقام على قاسمهما المشترك الأكبر، {0}.',
  'Divide the top and the bottom by {0} (for large {1}, {2} behaves like its highest power); the values approach {3}.':
    'اقسم البسط والمقام على {0} (عندما يكبر {1} يتصرف {2} مثل أعلى قوة فيه)؛ تقترب القيم من {3}.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the bottom has the higher power ({3}), so the fraction goes to {4}.':
    'اقسم البسط والمقام على {0}: حدود مثل {1} تؤول إلى {2}، وللمقام القوة الأعلى ({3})، لذا يؤول الكسر إلى {4}.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the highest powers are equal ({3}), so the limit is the ratio of their coefficients.':
    'اقسم البسط والمقام على {0}: حدود مثل {1} تؤول إلى {2}، وأعلى القوى متساوية ({3})، لذا النهاية هي نسبة معاملاتها.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the top has the higher power ({3}), so the values grow without bound.':
    'اقسم البسط والمقام على {0}: حدود مثل {1} تؤول إلى {2}، وللبسط القوة الأعلى ({3})، لذا تكبر القيم بلا حدود.',
  'Dividing by a fraction is multiplying by its reciprocal.': 'القسمة على كسر هي الضرب في مقلوبه.',
  'Dividing by {0}, a negative number, reverses the inequality sign.':
    'القسمة على {0}، وهو عدد سالب، تقلب إشارة المتباينة.',
  'Dividing in scientific notation': 'القسمة بالصيغة العلمية',
  'Do this for every row and column.': 'افعل ذلك لكل صف وعمود.',
  'Draw a quick sketch and label it before you calculate.': 'ارسم مخططًا سريعًا وسمِّ أجزاءه قبل أن تحسب.',
  'Each element needs the same number of atoms on both sides.':
    'يحتاج كل عنصر إلى العدد نفسه من الذرات في الطرفين.',
  'Each entry is a row of the first matrix times a column of the second, e.g. the top-left entry:':
    'كل عنصر هو صف من المصفوفة الأولى مضروبًا في عمود من الثانية، مثل العنصر في الزاوية العليا اليسرى:',
  'Each entry of the first row times the determinant of the {0}×{1} matrix left when its row and column are crossed out, with signs + − +.':
    'كل عنصر من الصف الأول مضروبًا في محدد المصفوفة {0}×{1} المتبقية بعد شطب صفه وعموده، بالإشارات + − +.',
  'Eliminating gives {0} = a non-zero number, which is impossible.':
    'يعطي الحذف {0} = عددًا غير صفري، وهذا مستحيل.',
  Elimination: 'الحذف',
  'Equation of a line': 'معادلة مستقيم',
  Evaluate: 'احسب القيمة',
  'Evaluate at the limits': 'احسب القيمة عند الحدين',
  'Evaluating a definite integral': 'حساب تكامل محدد',
  'Evaluating a logarithm': 'حساب لوغاريتم',
  'Every antiderivative differs by a constant, so add {0}.': 'تختلف الدوال الأصلية بثابت، لذا أضف {0}.',
  'Exact trig value': 'قيمة مثلثية دقيقة',
  'Expand along a row (computed by the algebra library).': 'افكك على طول صف (تحسبه مكتبة الجبر).',
  'Expand and tidy the fractions': 'فُكّ الأقواس ورتّب الكسور',
  'Expand the brackets': 'فُكّ الأقواس',
  'Expanding a logarithm': 'فك لوغاريتم',
  'Expanding an expression': 'فك تعبير',
  'Expanding only works on products, quotients and powers inside the log, never on sums.':
    'يصلح الفك للضرب والقسمة والقوى داخل اللوغاريتم فقط، لا للمجاميع أبدًا.',
  'Exponential rule': 'قاعدة الدالة الأسية',
  Factorise: 'حلّل إلى عوامل',
  'Factorise so common factors can be seen.': 'حلّل إلى عوامل لتظهر العوامل المشتركة.',
  'Factorise the polynomial (look for a common factor, then try small whole numbers as roots).':
    'حلّل كثيرة الحدود إلى عوامل (ابحث عن عامل مشترك، ثم جرّب أعدادًا صحيحة صغيرة جذورًا).',
  'Factorise top and bottom': 'حلّل البسط والمقام إلى عوامل',
  'Factorised form': 'الصيغة المحلّلة',
  'Factorising an expression': 'تحليل تعبير إلى عوامل',
  'Find the change': 'أوجد التغيّر',
  'Find the largest cube factor': 'أوجد أكبر عامل مكعب',
  'Find the largest square factor': 'أوجد أكبر عامل مربع',
  'Find the mean first.': 'أوجد الوسط الحسابي أولًا.',
  'Find the slope from the two points.': 'أوجد الميل من النقطتين.',
  'Find two brackets that multiply to give the quadratic (check: expanding them gives {0}).':
    'أوجد قوسين حاصل ضربهما المعادلة التربيعية (تحقّق: فكّهما يعطي {0}).',
  'Find where the quadratic is zero (factorise or use the formula).':
    'أوجد أين تساوي الدالة التربيعية صفرًا (حلّل أو استخدم القانون).',
  'Finding a derivative': 'إيجاد مشتقة',
  'Finding a limit': 'إيجاد نهاية',
  'Finding a percentage change': 'إيجاد نسبة التغيّر',
  'Finding a percentage of an amount': 'إيجاد نسبة مئوية من كمية',
  'Finding an indefinite integral': 'إيجاد تكامل غير محدد',
  'Finding the mean': 'إيجاد الوسط الحسابي',
  'Finding the mean, median and mode': 'إيجاد الوسط والوسيط والمنوال',
  'Finding the median': 'إيجاد الوسيط',
  'Finding the mode': 'إيجاد المنوال',
  'Finding the original amount': 'إيجاد الكمية الأصلية',
  'Finding the population standard deviation': 'إيجاد الانحراف المعياري للمجتمع',
  'Finding the population variance': 'إيجاد تباين المجتمع',
  'Finding the range': 'إيجاد المدى',
  'Finding the sample standard deviation': 'إيجاد الانحراف المعياري للعينة',
  'Finding the sample variance': 'إيجاد تباين العينة',
  'Finish with addition and subtraction, from left to right.': 'اختم بالجمع والطرح، من اليسار إلى اليمين.',
  'For a sample, divide by {0}.': 'للعينة، اقسم على {0}.',
  'For a whole population, divide by {0} (say "sample" if your data is a sample: then divide by {1}).':
    'لمجتمع كامل، اقسم على {0} (قل «عينة» إذا كانت بياناتك عينة: عندها اقسم على {1}).',
  'For {0} find two numbers that multiply to {1} and add to {2} (or spot a difference of two squares).':
    'في {0} أوجد عددين حاصل ضربهما {1} ومجموعهما {2} (أو لاحظ فرق مربعين).',
  Formula: 'القانون',
  'From the left the values approach {0}; from the right, {1}. They differ.':
    'من اليسار تقترب القيم من {0}؛ ومن اليمين من {1}. وهما مختلفتان.',
  'Get the square root on its own on one side.': 'اجعل الجذر التربيعي وحده في طرف.',
  'Give each substance an unknown coefficient and match the atom counts (solved exactly by elimination).':
    'أعطِ كل مادة معاملًا مجهولًا وساوِ أعداد الذرات (يُحل بدقة بالحذف).',
  'Greatest common divisor': 'القاسم المشترك الأكبر',
  'Group repeated primes as powers.': 'اجمع الأعداد الأولية المكررة على شكل قوى.',
  'How many times does {0} go into {1}, and what is left over?': 'كم مرة يدخل {0} في {1}، وما الباقي؟',
  'If a product is zero, one of its factors is zero.': 'إذا كان الضرب صفرًا فأحد عوامله صفر.',
  'In a right triangle {0}, where {1} is the hypotenuse.': 'في المثلث القائم {0}، حيث {1} هو الوتر.',
  'In scientific notation the number in front is at least {0} and less than {1}; the power of {2} moves the point.':
    'في الصيغة العلمية يكون العدد في المقدمة {0} على الأقل وأقل من {1}؛ وقوة {2} تحرّك الفاصلة.',
  'In {0}, {1} is the slope (gradient) and {2} is where the line crosses the {3}-axis.':
    'في {0}، {1} هو الميل و{2} هو موضع تقاطع المستقيم مع المحور {3}.',
  'Increasing by a percentage': 'الزيادة بنسبة مئوية',
  'Indeterminate form': 'صيغة غير معيّنة',
  'Integrate each term separately.': 'كامِل كل حد على حدة.',
  'Integration by parts': 'التكامل بالتجزئة',
  'Intercepts of a line': 'مقاطع المستقيم',
  'Inverse of a matrix': 'معكوس مصفوفة',
  'Is it prime?': 'هل هو عدد أولي؟',
  'Isolate the root': 'اعزل الجذر',
  'Isolate the square': 'اعزل المربع',
  'It is not a whole power, so use {0} on a calculator.': 'ليست قوة صحيحة، لذا استخدم {0} بالآلة الحاسبة.',
  'Keep dividing by the smallest prime that goes in, until you reach {0}.':
    'استمر في القسمة على أصغر عدد أولي يقسم العدد حتى تصل إلى {0}.',
  'Keep the denominator.': 'أبقِ المقام.',
  'Keep the hundreds; the digit after the last one kept is {0}, so round down.':
    'أبقِ المئات؛ الرقم بعد آخر رقم مُبقى هو {0}، لذا قرّب إلى الأسفل.',
  'Keep the periodic table next to you and write the count of each element before you add.':
    'أبقِ الجدول الدوري بجانبك واكتب عدد كل عنصر قبل أن تجمع.',
  'Keep {0} decimal places; the digit after the last one kept is {1}, so round down.':
    'أبقِ {0} منازل عشرية؛ الرقم بعد آخر رقم مُبقى هو {1}، لذا قرّب إلى الأسفل.',
  'Keep {0} significant figures; the digit after the last one kept is {1}, so round up.':
    'أبقِ {0} أرقام معنوية؛ الرقم بعد آخر رقم مُبقى هو {1}، لذا قرّب إلى الأعلى.',
  'Keep, change, flip': 'أبقِ، غيّر، اقلب',
  "L'Hôpital's rule": 'قاعدة لوبيتال',
  "L'Hôpital's rule again": 'قاعدة لوبيتال مرة أخرى',
  'Largest minus smallest': 'الأكبر ناقص الأصغر',
  'Learn the {0}°-{1}°-{2}° and {3}°-{4}°-{5}° triangles: every special value comes from them.':
    'احفظ المثلثين {0}°-{1}°-{2}° و{3}°-{4}°-{5}°: كل القيم الخاصة تأتي منهما.',
  'Least common multiple': 'المضاعف المشترك الأصغر',
  'Let {0}, so {1}: the integral becomes {2}; integrate and put {3} back.':
    'ليكن {0}، إذن {1}: يصبح التكامل {2}؛ كامِل ثم أعِد {3}.',
  'Limit at infinity': 'النهاية عند اللانهاية',
  'Line the equations up with the same letters in the same order.':
    'رتّب المعادلات بالحروف نفسها وبالترتيب نفسه.',
  'Linear substitution': 'التعويض الخطي',
  'Log rule': 'قاعدة اللوغاريتم',
  'Look at the next digit': 'انظر إلى الرقم التالي',
  'Look for a common factor, then a pair of numbers': 'ابحث عن عامل مشترك، ثم عن زوج من الأعداد',
  'Make a fraction': 'كوّن كسرًا',
  'Make y the subject': 'اجعل y في طرف وحده',
  Mean: 'الوسط الحسابي',
  'Mean = total ÷ number of values.': 'الوسط = المجموع ÷ عدد القيم.',
  'Middle value': 'القيمة الوسطى',
  'Midpoint formula': 'صيغة نقطة المنتصف',
  'Midpoint of a segment': 'منتصف قطعة مستقيمة',
  'Molar mass of {*}': 'الكتلة المولية لـ {*0}',
  'Most frequent value': 'القيمة الأكثر تكرارًا',
  'Move each number in front inside as a power: {0}.': 'أدخل كل عدد في المقدمة على شكل قوة: {0}.',
  'Move the decimal point': 'حرّك الفاصلة العشرية',
  'Move the decimal point two places left.': 'حرّك الفاصلة العشرية منزلتين إلى اليسار.',
  'Move the point so exactly one non-zero digit is in front of it.':
    'حرّك الفاصلة ليبقى أمامها رقم واحد غير صفري بالضبط.',
  'Move the point {0} places left, filling gaps with zeros.':
    'حرّك الفاصلة {0} منازل إلى اليسار، واملأ الفراغات بالأصفار.',
  'Move the point {0} places right, filling gaps with zeros.':
    'حرّك الفاصلة {0} منازل إلى اليمين، واملأ الفراغات بالأصفار.',
  'Move the {0} terms to the left and the numbers to the right (change the sign when a term crosses the equals sign).':
    'انقل حدود {0} إلى اليسار والأعداد إلى اليمين (غيّر الإشارة عندما يعبر الحد علامة المساواة).',
  'Move the {0} terms to the left and the numbers to the right.':
    'انقل حدود {0} إلى اليسار والأعداد إلى اليمين.',
  Multiplier: 'المضاعِف',
  Multiply: 'اضرب',
  'Multiply across': 'اضرب البسوط والمقامات',
  'Multiply and add': 'اضرب واجمع',
  'Multiply and divide': 'اضرب واقسم',
  'Multiply by the conjugate': 'اضرب في المرافق',
  'Multiply by the power and lower the power by one: {0}.': 'اضرب في الأس وأنقصه واحدًا: {0}.',
  'Multiply by {0}': 'اضرب في {0}',
  'Multiply by {0}.': 'اضرب في {0}.',
  'Multiply down the main diagonal and subtract the other diagonal: {0}.':
    'اضرب عناصر القطر الرئيسي واطرح ضرب القطر الآخر: {0}.',
  'Multiply each count by the atomic mass from the periodic table and add.':
    'اضرب كل عدد في الكتلة الذرية من الجدول الدوري واجمع.',
  'Multiply every prime that appears, each with its highest power.':
    'اضرب كل عدد أولي يظهر، كلًّا بأعلى قوة له.',
  'Multiply every term in one bracket by every term in the other.':
    'اضرب كل حد في أحد القوسين في كل حد في الآخر.',
  'Multiply out every bracket and collect like terms on each side.':
    'فُكّ كل الأقواس واجمع الحدود المتشابهة في كل طرف.',
  'Multiply the amount by that fraction.': 'اضرب الكمية في ذلك الكسر.',
  'Multiply the amount by the factor so the old unit cancels.':
    'اضرب الكمية في المعامل لتُختصر الوحدة القديمة.',
  'Multiply the base by itself as many times as the power says.':
    'اضرب الأساس في نفسه بعدد المرات التي يدل عليها الأس.',
  'Multiply the numbers in front, and add the powers of {0}: {1}.':
    'اضرب الأعداد في المقدمة واجمع أسس {0}: {1}.',
  'Multiply the numbers, add the powers': 'اضرب الأعداد واجمع الأسس',
  'Multiply the original amount by the multiplier.': 'اضرب الكمية الأصلية في المضاعِف.',
  'Multiply the powers: {0}.': 'اضرب الأسس: {0}.',
  'Multiply the primes every number shares, each with its lowest power.':
    'اضرب الأعداد الأولية المشتركة بين كل الأعداد، كلًّا بأدنى قوة له.',
  'Multiply the top and the bottom by {0}, so that {1}.': 'اضرب البسط والمقام في {0}، بحيث {1}.',
  'Multiply the tops together and the bottoms together.': 'اضرب البسوط معًا والمقامات معًا.',
  'Multiply the whole number by the denominator, then add the numerator.':
    'اضرب العدد الصحيح في المقام ثم أضف البسط.',
  'Multiply top and bottom by {0}; the difference of squares removes the root from the top.':
    'اضرب البسط والمقام في {0}؛ فرق المربعين يزيل الجذر من البسط.',
  'Multiplying in scientific notation': 'الضرب بالصيغة العلمية',
  'Name the rule before you start (power, product, quotient or chain); most mistakes come from using the wrong one.':
    'سمِّ القاعدة قبل أن تبدأ (القوة أو الضرب أو القسمة أو السلسلة)؛ فمعظم الأخطاء تأتي من استخدام القاعدة الخطأ.',
  'Negative exponent': 'الأس السالب',
  'New value minus old value.': 'القيمة الجديدة ناقص القيمة القديمة.',
  'No real number squares to a negative number; with {0}, {1}.': 'لا يوجد عدد حقيقي مربعه سالب؛ مع {0}، {1}.',
  'No real roots': 'لا جذور حقيقية',
  'No unit is given; {0} is a special angle in degrees, so we read it as {1}° (in radians, {2}). Multiply by {3}.':
    'لم تُذكر الوحدة؛ {0} زاوية خاصة بالدرجات، لذا نقرؤها {1}° (بالراديان {2}). اضرب في {3}.',
  'Not a special angle': 'ليست زاوية خاصة',
  'Now put {0} in.': 'الآن عوّض {0}.',
  'Now solve {0} for {1}.': 'الآن حل {0} لإيجاد {1}.',
  'One equation becomes {0} = {1}: the equations describe the same line or plane.':
    'تصبح إحدى المعادلات {0} = {1}: المعادلات تصف المستقيم أو المستوى نفسه.',
  'One repeated root': 'جذر مكرر واحد',
  'One-sided limit': 'نهاية من جهة واحدة',
  'One-sided limits': 'النهايتان من الجهتين',
  'Only the one digit after the cut-off decides: {0} or more rounds up, {1} or less rounds down.':
    'يحسم الأمر الرقم الذي يلي موضع القطع وحده: {0} أو أكثر يقرّب إلى الأعلى، و{1} أو أقل إلى الأسفل.',
  'Only values of {0} on the right of {1} count; there the expression simplifies and its values approach {2}.':
    'تُحسب قيم {0} على يمين {1} فقط؛ وهناك يبسط التعبير وتقترب قيمه من {2}.',
  'Order the data': 'رتّب البيانات',
  'Outside the two values': 'خارج القيمتين',
  'Over {0}': 'على {0}',
  'Per cent means per hundred: ×{0} to get a percentage, ÷{1} to undo it.':
    'بالمئة تعني من كل مئة: ×{0} لتحصل على النسبة المئوية، و÷{1} للتراجع عنها.',
  'Percent means "out of {0}", so multiply by {1}.': 'بالمئة تعني «من {0}»، لذا اضرب في {1}.',
  'Percent means "out of {0}".': 'بالمئة تعني «من {0}».',
  'Percent means per hundred': 'بالمئة تعني من كل مئة',
  'Percentage change = change ÷ original × {0}.': 'نسبة التغيّر = التغيّر ÷ القيمة الأصلية × {0}.',
  'Perimeter of a rectangle': 'محيط المستطيل',
  'Perimeter of a square': 'محيط المربع',
  'Perimeter of a triangle': 'محيط المثلث',
  'Place the decimal point': 'ضع الفاصلة العشرية',
  'Place value': 'القيمة المنزلية',
  'Point-slope form': 'صيغة النقطة والميل',
  'Population variance (divide by n)': 'تباين المجتمع (اقسم على n)',
  'Power of a power': 'قوة القوة',
  'Power of a product': 'قوة حاصل الضرب',
  'Power rule': 'قاعدة القوة',
  Powers: 'القوى',
  'Prime factorisation': 'التحليل إلى عوامل أولية',
  'Prime factorisations': 'التحليلات إلى عوامل أولية',
  'Probability = favourable outcomes ÷ total outcomes, then simplify.':
    'الاحتمال = النواتج المواتية ÷ كل النواتج، ثم بسّط.',
  'Probability formula': 'قانون الاحتمال',
  'Product and quotient rules': 'قاعدتا الضرب والقسمة',
  'Product of matrices': 'ضرب المصفوفات',
  'Product rule': 'قاعدة الضرب',
  'Product, quotient and power rules': 'قواعد الضرب والقسمة والقوة',
  'Put each value into the original equation: it works.': 'عوّض بكل قيمة في المعادلة الأصلية: تتحقق.',
  'Put each value into the original equation: {0} does not work (the square root is never negative), so it is rejected.':
    'عوّض بكل قيمة في المعادلة الأصلية: {0} لا تتحقق (الجذر التربيعي ليس سالبًا أبدًا)، لذا تُرفض.',
  'Put in the measurements.': 'عوّض بالقياسات.',
  'Put the known value into equation {0} and solve for {1}.':
    'عوّض بالقيمة المعروفة في المعادلة {0} وحل لإيجاد {1}.',
  'Put the known values into equation {0} and solve for {1}.':
    'عوّض بالقيم المعروفة في المعادلة {0} وحل لإيجاد {1}.',
  'Put the numbers into {0}.': 'عوّض بالأعداد في {0}.',
  'Put the part over the whole.': 'ضع الجزء على الكل.',
  'Put the value back into the original equation: both sides match.':
    'عوّض بالقيمة في المعادلة الأصلية: يتساوى الطرفان.',
  "Pythagoras' theorem": 'مبرهنة فيثاغورس',
  'Pythagoras: a missing side': 'فيثاغورس: ضلع مجهول',
  'Quadratic formula': 'القانون العام للمعادلة التربيعية',
  'Quotient rule': 'قاعدة القسمة',
  'Raise the power by one and divide by the new power: {0} ({1}).':
    'زِد الأس واحدًا واقسم على الأس الجديد: {0} ({1}).',
  'Range = largest value − smallest value.': 'المدى = أكبر قيمة − أصغر قيمة.',
  'Rationalise the denominator': 'أنطِق المقام',
  'Rationalising the denominator': 'إنطاق المقام',
  'Read off m and c': 'اقرأ m وc',
  'Read off the power': 'اقرأ الأس',
  'Rearrange into {0}.': 'أعد الترتيب إلى {0}.',
  'Reciprocal rule': 'قاعدة المقلوب',
  Result: 'النتيجة',
  Roots: 'الجذور',
  'Rounding a number': 'تقريب عدد',
  'Row times column': 'صف في عمود',
  'Same base on both sides': 'الأساس نفسه في الطرفين',
  'Same base: add the powers ({0}).': 'الأساس نفسه: اجمع الأسس ({0}).',
  'Same base: add the powers when multiplying, subtract when dividing ({0}, {1}).':
    'الأساس نفسه: اجمع الأسس عند الضرب واطرحها عند القسمة ({0}، {1}).',
  'Sample variance (divide by n − {0})': 'تباين العينة (اقسم على n − {0})',
  'Say what it means': 'قل ماذا يعني',
  'Scale the solution so every coefficient is the smallest whole number.':
    'اضرب الحل بحيث يصبح كل معامل أصغر عدد صحيح.',
  'Set up one equation per element': 'اكتب معادلة لكل عنصر',
  'Set {0} and solve for {1}.': 'ضع {0} وحل لإيجاد {1}.',
  'Sign of the parabola': 'إشارة القطع المكافئ',
  'Simple probability': 'احتمال بسيط',
  Simplify: 'بسّط',
  'Simplify the root': 'بسّط الجذر',
  'Simplify the roots': 'بسّط الجذور',
  'Simplify the square root.': 'بسّط الجذر التربيعي.',
  'Simplifying a root': 'تبسيط جذر',
  'Simplifying an expression': 'تبسيط تعبير',
  'Sketch the points first: the sign of the slope should match the picture.':
    'ارسم النقاط أولًا: يجب أن تطابق إشارة الميل الرسم.',
  Slope: 'الميل',
  'Slope formula': 'صيغة الميل',
  'Slope is rise over run: {0}.': 'الميل هو التغيّر الرأسي على التغيّر الأفقي: {0}.',
  'Slope of a line': 'ميل المستقيم',
  'Smallest whole numbers': 'أصغر أعداد صحيحة',
  'So the logarithm is that power.': 'إذن اللوغاريتم هو ذلك الأس.',
  Solve: 'حل',
  'Solve each case': 'حل كل حالة',
  'Solve each factor': 'حل كل عامل',
  'Solve for the last letter': 'حل لإيجاد الحرف الأخير',
  'Solve for x': 'حل لإيجاد x',
  'Solve for {0}.': 'حل لإيجاد {0}.',
  'Solve it like an equation, watching the direction of the sign.':
    'حلّها مثل معادلة، مع الانتباه إلى اتجاه الإشارة.',
  'Solve the equation': 'حل المعادلة',
  'Solve the equation left after squaring.': 'حل المعادلة المتبقية بعد التربيع.',
  'Solve the linear equation': 'حل المعادلة الخطية',
  'Solve the two linear equations.': 'حل المعادلتين الخطيتين.',
  'Solve the two simple equations.': 'حل المعادلتين البسيطتين.',
  'Solving a linear equation': 'حل معادلة خطية',
  'Solving a linear inequality': 'حل متباينة خطية',
  'Solving a logarithmic equation': 'حل معادلة لوغاريتمية',
  'Solving a polynomial equation': 'حل معادلة كثيرة حدود',
  'Solving a quadratic equation': 'حل معادلة تربيعية',
  'Solving a quadratic inequality': 'حل متباينة تربيعية',
  'Solving an absolute-value equation': 'حل معادلة قيمة مطلقة',
  'Solving an absolute-value inequality': 'حل متباينة قيمة مطلقة',
  'Solving an equation with a square root': 'حل معادلة فيها جذر تربيعي',
  'Solving an exponential equation': 'حل معادلة أسية',
  'Solving simultaneous equations': 'حل معادلات آنية',
  'Sort the data first; it makes the median, mode and range easy to spot.':
    'رتّب البيانات أولًا؛ فذلك يسهّل رؤية الوسيط والمنوال والمدى.',
  'Sort the values from smallest to largest.': 'رتّب القيم من الأصغر إلى الأكبر.',
  'Special angle': 'زاوية خاصة',
  'Split into two cases': 'قسّم إلى حالتين',
  'Square both sides': 'ربّع الطرفين',
  'Square root': 'الجذر التربيعي',
  'Square root of both sides': 'الجذر التربيعي للطرفين',
  'Squared deviations': 'مربعات الانحرافات',
  'Squaring removes the root (it can add false solutions, so check them at the end).':
    'التربيع يزيل الجذر (وقد يضيف حلولًا زائفة، لذا تحقّق منها في النهاية).',
  'Standard form': 'الصيغة القياسية',
  'Standard integral': 'تكامل قياسي',
  'Standard limit': 'نهاية قياسية',
  'Start from the expression as given.': 'ابدأ من التعبير كما هو.',
  'Start from the log of a product, quotient or power.': 'ابدأ من لوغاريتم ضرب أو قسمة أو قوة.',
  'Start from the question as written.': 'ابدأ من السؤال كما كُتب.',
  'Start from the sum of logarithms.': 'ابدأ من مجموع اللوغاريتمات.',
  'Still {0}: differentiate again.': 'ما زالت {0}: اشتق مرة أخرى.',
  'Study tip': 'نصيحة للدراسة',
  Substitute: 'عوّض',
  'Substitute your values into every original equation to check them.':
    'عوّض بقيمك في كل معادلة أصلية للتحقق منها.',
  'Substituting gives an undefined form; the algebra library evaluates the limit (checked numerically on both sides).':
    'يعطي التعويض صيغة غير معيّنة؛ تحسب مكتبة الجبر النهاية (ويُتحقق منها عدديًا من الجهتين).',
  'Substituting gives {0}, so differentiate the top and the bottom separately.':
    'يعطي التعويض {0}، لذا اشتق البسط والمقام كلًّا على حدة.',
  'Substituting gives {0}. Rewrite the expression as a multiple of the standard limit {1} (with {2} the inside of the function).':
    'يعطي التعويض {0}. أعد كتابة التعبير مضاعفًا للنهاية القياسية {1} (حيث {2} ما داخل الدالة).',
  'Substituting {0} gives {1}, so simplify first.': 'التعويض بـ {0} يعطي {1}، لذا بسّط أولًا.',
  Substitution: 'التعويض',
  'Subtract equation {0} from equation {1} to remove {2}.': 'اطرح المعادلة {0} من المعادلة {1} لحذف {2}.',
  'Subtract the mean from each value, square, and add.': 'اطرح الوسط من كل قيمة، وربّع، ثم اجمع.',
  'Subtract the numerators': 'اطرح البسوط',
  'Subtract the percentage from {0}% and write it as a decimal.': 'اطرح النسبة من {0}% واكتبها عددًا عشريًا.',
  'Subtract {0} × equation {1} from equation {2} to remove {3}.':
    'اطرح {0} × المعادلة {1} من المعادلة {2} لحذف {3}.',
  'Sum rule': 'قاعدة المجموع',
  'Surface area of a cube': 'المساحة الكلية للمكعب',
  'Surface area of a cuboid': 'المساحة الكلية لمتوازي المستطيلات',
  'Surface area of a cylinder': 'المساحة الكلية للأسطوانة',
  'Surface area of a sphere': 'مساحة سطح الكرة',
  'Swap the main diagonal, change the signs of the other two entries, divide by the determinant.':
    'بدّل عنصري القطر الرئيسي، وغيّر إشارتي العنصرين الآخرين، واقسم على المحدد.',
  'Swap, change signs, divide': 'بدّل، غيّر الإشارات، اقسم',
  'Take logarithms': 'خذ اللوغاريتم',
  'Take logarithms of both sides: {0}, and {1}.': 'خذ لوغاريتم الطرفين: {0}، و{1}.',
  'Take natural logarithms': 'خذ اللوغاريتم الطبيعي',
  'Take out common factors': 'أخرج العوامل المشتركة',
  'Take out the greatest common factor, then factorise what is left.':
    'أخرج العامل المشترك الأكبر، ثم حلّل ما تبقّى.',
  'Take the cube root of the cube factor.': 'خذ الجذر التكعيبي للعامل المكعب.',
  'Take the positive square root.': 'خذ الجذر التربيعي الموجب.',
  'Take the square root of both sides; remember the positive and the negative root.':
    'خذ الجذر التربيعي للطرفين؛ وتذكّر الجذر الموجب والسالب.',
  'Take the square root of the square factor.': 'خذ الجذر التربيعي للعامل المربع.',
  'Take {0} and {1}, so {2} and {3}: {4}.': 'خذ {0} و{1}، إذن {2} و{3}: {4}.',
  'Take {0} of both sides: {1}.': 'خذ {0} للطرفين: {1}.',
  'Terminating decimals come from denominators made only of 2s and 5s.':
    'الكسور العشرية المنتهية تأتي من مقامات عواملها 2 و5 فقط.',
  'Test divisors up to the square root': 'اختبر القواسم حتى الجذر التربيعي',
  'Test one value from each region in the original inequality to check your answer.':
    'جرّب قيمة من كل منطقة في المتباينة الأصلية للتحقق من إجابتك.',
  'That expression is nested too deeply to solve on this device.':
    'هذا التعبير متداخل أكثر من أن يُحل على هذا الجهاز.',
  'That factorial is too large to work out on this device.': 'هذا المضروب أكبر من أن يُحسب على هذا الجهاز.',
  'That number goes over the same denominator.': 'يوضع ذلك العدد على المقام نفسه.',
  'That number is too large to work out exactly on this device.':
    'هذا العدد أكبر من أن يُحسب بدقة على هذا الجهاز.',
  'That power is too large to work out exactly on this device.':
    'هذه القوة أكبر من أن تُحسب بدقة على هذا الجهاز.',
  'That question is too long to solve on this device (over {0} characters).':
    'هذا السؤال أطول من أن يُحل على هذا الجهاز (أكثر من {0} حرف).',
  'The angle is in quadrant {0}, where only cos and sec are positive, so {1} is positive here; its reference angle is {2}°.':
    'تقع الزاوية في الربع {0}، حيث cos وsec فقط موجبتان، لذا {1} موجبة هنا؛ وزاويتها المرجعية {2}°.',
  'The angle is in quadrant {0}, where only sin and csc are positive, so {1} is negative here; its reference angle is {2}°.':
    'تقع الزاوية في الربع {0}، حيث sin وcsc فقط موجبتان، لذا {1} سالبة هنا؛ وزاويتها المرجعية {2}°.',
  'The angle is in quadrant {0}, where only tan and cot are positive, so {1} is negative here; its reference angle is {2}°.':
    'تقع الزاوية في الربع {0}، حيث tan وcot فقط موجبتان، لذا {1} سالبة هنا؛ وزاويتها المرجعية {2}°.',
  'The angle lies on an axis of the unit circle, at the point {0}.':
    'تقع الزاوية على محور من محاور دائرة الوحدة، عند النقطة {0}.',
  'The denominator goes to {0} while the values grow without bound on both sides, with the same sign.':
    'يؤول المقام إلى {0} بينما تكبر القيم بلا حدود من الجهتين، بالإشارة نفسها.',
  'The derivative of a constant is {0}.': 'مشتقة الثابت {0}.',
  'The derivative of {0} is {1}.': 'مشتقة {0} هي {1}.',
  'The determinant is {0}, so the matrix has no inverse.': 'المحدد يساوي {0}، لذا ليس للمصفوفة معكوس.',
  'The discriminant is -{0} < {1}, so the parabola never crosses the axis: it is always above it.':
    'المميّز يساوي -{0} < {1}، لذا لا يقطع القطع المكافئ المحور أبدًا: فهو فوقه دائمًا.',
  'The exponent laws need the same base: rewrite {0} as {1}² or {2} as {3}² first if you can.':
    'قوانين الأسس تحتاج إلى الأساس نفسه: أعد كتابة {0} على صورة {1}² أو {2} على صورة {3}² أولًا إن أمكن.',
  'The expression is defined at {0}, so put the value in.': 'التعبير معرّف عند {0}، لذا عوّض بالقيمة.',
  'The inside is either the positive or the negative value.':
    'ما بداخل القيمة المطلقة إما القيمة الموجبة أو السالبة.',
  'The inside {0} is linear, so integrate the outer function and divide by its coefficient of {1}.':
    'الداخل {0} خطي، لذا كامِل الدالة الخارجية واقسم على معامل {1} فيه.',
  'The inverse is the adjugate (transposed cofactors) divided by the determinant; the library does the arithmetic.':
    'المعكوس هو المصفوفة المرافقة (العوامل المرافقة بعد النقل) مقسومة على المحدد؛ وتجري المكتبة الحسابات.',
  'The last digit is in the thousandths place, so write it over {0}.':
    'آخر رقم في منزلة الأجزاء من الألف، لذا اكتبه على {0}.',
  'The log laws only join logs with the same base; check the bases before combining.':
    'قوانين اللوغاريتمات تدمج اللوغاريتمات ذات الأساس نفسه فقط؛ تحقّق من الأسس قبل الدمج.',
  'The lowest common denominator of {0} and {1} is {2}.': 'المقام المشترك الأصغر لـ {0} و{1} هو {2}.',
  'The most common value appears {0} times.': 'القيمة الأكثر تكرارًا تظهر {0} مرات.',
  'The new amount is the original times the multiplier, so divide to undo it (do not just take the percentage off the new amount).':
    'الكمية الجديدة هي الأصلية مضروبة في المضاعِف، لذا اقسم للتراجع (لا تطرح النسبة من الكمية الجديدة فحسب).',
  'The number of columns of the first must equal the number of rows of the second.':
    'يجب أن يساوي عدد أعمدة الأولى عدد صفوف الثانية.',
  'The parabola opens downwards, so it is above the axis between the roots and below it outside them.':
    'القطع المكافئ مفتوح إلى الأسفل، لذا هو فوق المحور بين الجذرين وتحته خارجهما.',
  'The parabola opens upwards, so it is below the axis between the roots and above it outside them.':
    'القطع المكافئ مفتوح إلى الأعلى، لذا هو تحت المحور بين الجذرين وفوقه خارجهما.',
  'The point moved {0} places left, so the power is positive.':
    'تحرّكت الفاصلة {0} منازل إلى اليسار، لذا الأس موجب.',
  'The point moved {0} places right, so the power is negative.':
    'تحرّكت الفاصلة {0} منازل إلى اليمين، لذا الأس سالب.',
  'The quotient is the whole number; the remainder goes over the same denominator.':
    'خارج القسمة هو العدد الصحيح؛ والباقي يوضع على المقام نفسه.',
  'The remaining factor has no real roots; its roots are complex.':
    'ليس للعامل المتبقي جذور حقيقية؛ جذوره مركّبة.',
  'The result is a decrease.': 'النتيجة نقصان.',
  'The result is an increase.': 'النتيجة زيادة.',
  'The right-hand side is negative, which an absolute value can never be.':
    'الطرف الأيمن سالب، والقيمة المطلقة لا تكون سالبة أبدًا.',
  'The run is zero, so the line is vertical.': 'التغيّر الأفقي صفر، لذا المستقيم رأسي.',
  'The standard deviation is the square root of the variance.':
    'الانحراف المعياري هو الجذر التربيعي للتباين.',
  'The unknown is in the exponent.': 'المجهول في الأس.',
  'The unknown is inside a logarithm ({0} with no base written means base {1}).':
    'المجهول داخل لوغاريتم ({0} دون أساس مكتوب يعني الأساس {1}).',
  'The unknown is inside a logarithm.': 'المجهول داخل لوغاريتم.',
  'The unknown is under a square root.': 'المجهول تحت جذر تربيعي.',
  'The {0} part is zero, so there is one root.': 'الجزء {0} يساوي صفرًا، لذا يوجد جذر واحد.',
  'The {0} terms cancel out and we are left with a false statement.':
    'تُحذف حدود {0} ويبقى لدينا عبارة خاطئة.',
  'The {0} terms cancel out and we are left with a true statement.': 'تُحذف حدود {0} ويبقى لدينا عبارة صحيحة.',
  'Then multiply and divide, from left to right.': 'ثم اضرب واقسم، من اليسار إلى اليمين.',
  'There are {0} cards of that rank in the red suits.': 'توجد {0} ورقة من تلك الرتبة في النوعين الأحمرين.',
  'There are {0} favourable outcomes out of {1} equally likely ones.':
    'هناك {0} نواتج مواتية من أصل {1} متساوية الاحتمال.',
  'There are {0} values.': 'هناك {0} قيم.',
  'There is no simple exact value; use a calculator (in the right mode, degrees or radians).':
    'لا توجد قيمة دقيقة بسيطة؛ استخدم آلة حاسبة (بالوضع الصحيح، درجات أو راديان).',
  'There is no {0} term, so get {1} on its own.': 'لا يوجد حد {0}، لذا اجعل {1} وحده.',
  'This is Pythagoras on the coordinate grid: {0}.': 'هذه مبرهنة فيثاغورس على المستوى الإحداثي: {0}.',
  'This is a standard form (from a table of integrals); the algebra library gives the antiderivative, checked by differentiating it.':
    'هذه صيغة قياسية (من جدول التكاملات)؛ تعطي مكتبة الجبر الدالة الأصلية، ويُتحقق منها باشتقاقها.',
  'This one is too hard to solve on this device.': 'هذه المسألة أصعب من أن تُحل على هذا الجهاز.',
  'Tidy up the result.': 'رتّب النتيجة.',
  'To Celsius': 'إلى سلسيوس',
  'To Fahrenheit': 'إلى فهرنهايت',
  'To find p% of an amount, multiply by p/{0}; to undo a change, divide by the multiplier.':
    'لإيجاد p% من كمية، اضرب في p/{0}؛ وللتراجع عن تغيّر، اقسم على المضاعِف.',
  'To kelvin': 'إلى كلفن',
  'Trig derivatives': 'مشتقات الدوال المثلثية',
  'Trig integrals': 'تكاملات الدوال المثلثية',
  'Trig value': 'قيمة مثلثية',
  'Try the primes up to {0}.': 'جرّب الأعداد الأولية حتى {0}.',
  'Two dice give {0} × {1} = {2} equally likely pairs; {3} of them work: {*}':
    'يعطي حجرا نرد {0} × {1} = {2} زوجًا متساوي الاحتمال؛ {3} منها مناسبة: {*0}',
  'Undefined value': 'قيمة غير معرّفة',
  'Use the formula for the area of a circle (the radius is half the diameter).':
    'استخدم قانون مساحة الدائرة (نصف القطر نصف القطر الكامل).',
  'Use the formula for the area of a circle from its circumference.': 'استخدم قانون مساحة الدائرة من محيطها.',
  'Use the formula for the area of a circle.': 'استخدم قانون مساحة الدائرة.',
  'Use the formula for the area of a rectangle.': 'استخدم قانون مساحة المستطيل.',
  'Use the formula for the area of a square.': 'استخدم قانون مساحة المربع.',
  'Use the formula for the area of a trapezium.': 'استخدم قانون مساحة شبه المنحرف.',
  "Use the formula for the area of a triangle (heron's formula).": 'استخدم قانون مساحة المثلث (صيغة هيرون).',
  'Use the formula for the area of a triangle.': 'استخدم قانون مساحة المثلث.',
  'Use the formula for the circumference of a circle.': 'استخدم قانون محيط الدائرة.',
  'Use the formula for the perimeter of a rectangle.': 'استخدم قانون محيط المستطيل.',
  'Use the formula for the perimeter of a square.': 'استخدم قانون محيط المربع.',
  'Use the formula for the perimeter of a triangle.': 'استخدم قانون محيط المثلث.',
  'Use the formula for the surface area of a cube.': 'استخدم قانون المساحة الكلية للمكعب.',
  'Use the formula for the surface area of a cuboid.': 'استخدم قانون المساحة الكلية لمتوازي المستطيلات.',
  'Use the formula for the surface area of a cylinder.': 'استخدم قانون المساحة الكلية للأسطوانة.',
  'Use the formula for the surface area of a sphere.': 'استخدم قانون مساحة سطح الكرة.',
  'Use the formula for the volume of a cone.': 'استخدم قانون حجم المخروط.',
  'Use the formula for the volume of a cube.': 'استخدم قانون حجم المكعب.',
  'Use the formula for the volume of a cuboid.': 'استخدم قانون حجم متوازي المستطيلات.',
  'Use the formula for the volume of a cylinder.': 'استخدم قانون حجم الأسطوانة.',
  'Use the formula for the volume of a sphere.': 'استخدم قانون حجم الكرة.',
  'Use {0} with the point {1} to find the intercept {2}.': 'استخدم {0} مع النقطة {1} لإيجاد المقطع {2}.',
  'Use {0}, the limit that defines {1}; here the result is raised to the power {2}.':
    'استخدم {0}، النهاية التي تعرّف {1}؛ وهنا تُرفع النتيجة إلى القوة {2}.',
  'Use {0}.': 'استخدم {0}.',
  'Using the laws of exponents': 'استخدام قوانين الأسس',
  'Vertical asymptote': 'خط تقارب رأسي',
  'Vertical line': 'مستقيم رأسي',
  'Volume of a cone': 'حجم المخروط',
  'Volume of a cube': 'حجم المكعب',
  'Volume of a cuboid': 'حجم متوازي المستطيلات',
  'Volume of a cylinder': 'حجم الأسطوانة',
  'Volume of a sphere': 'حجم الكرة',
  'We want the value of {0}.': 'نريد قيمة {0}.',
  'With {0} (so {1}), use the power rule on {2}, then divide by {3}.':
    'مع {0} (إذن {1})، استخدم قاعدة القوة على {2}، ثم اقسم على {3}.',
  'With {0} (so {1}), {2}, then divide by {3}.': 'مع {0} (إذن {1})، {2}، ثم اقسم على {3}.',
  'With {0} and {1}: {2}, where {3} and {4}.': 'مع {0} و{1}: {2}، حيث {3} و{4}.',
  'With {0} values in order, average the two middle values.': 'مع {0} قيم مرتبة، خذ متوسط القيمتين الوسطيين.',
  'With {0} values in order, the median is value number {1}.': 'مع {0} قيم مرتبة، الوسيط هو القيمة رقم {1}.',
  'With {0}, {1}, {2}: {3}. It is negative, so there are no real roots; the roots are complex.':
    'مع {0}، {1}، {2}: {3}. وهو سالب، لذا لا جذور حقيقية؛ الجذور مركّبة.',
  'With {0}, {1}, {2}: {3}. It is positive, so there are two real roots.':
    'مع {0}، {1}، {2}: {3}. وهو موجب، لذا يوجد جذران حقيقيان.',
  'Work brackets first, then powers, then × and ÷, then + and − (left to right).':
    'ابدأ بالأقواس، ثم القوى، ثم × و÷، ثم + و− (من اليسار إلى اليمين).',
  'Work it out.': 'احسبها.',
  'Work out the bracket.': 'احسب ما داخل القوس.',
  'Work out the logs of numbers that are whole powers of the base.':
    'احسب لوغاريتمات الأعداد التي هي قوى صحيحة للأساس.',
  'Work out the power.': 'احسب القوة.',
  'Work out the powers next.': 'احسب القوى بعد ذلك.',
  'Work out the root.': 'احسب الجذر.',
  'Work out the {0} and the {1} root.': 'احسب الجذر {0} والجذر {1}.',
  'Work out {0} (no {1} needed for a definite integral).': 'احسب {0} (لا حاجة إلى {1} في التكامل المحدد).',
  'Working out a calculation': 'إجراء عملية حسابية',
  'Working out a power': 'حساب قوة',
  'Working with fractions': 'العمليات على الكسور',
  'Write as powers': 'اكتب على صورة قوى',
  'Write each number as a product of primes.': 'اكتب كل عدد على صورة ضرب أعداد أولية.',
  'Write the calculation': 'اكتب العملية',
  'Write the conversion factor as a fraction equal to {0} so the units cancel.':
    'اكتب معامل التحويل كسرًا يساوي {0} لتُختصر الوحدات.',
  'Write the equation': 'اكتب المعادلة',
  'Write the equations': 'اكتب المعادلات',
  'Write the expression': 'اكتب التعبير',
  'Write the fraction': 'اكتب الكسر',
  'Write the inequality': 'اكتب المتباينة',
  'Write the logarithm': 'اكتب اللوغاريتم',
  'Write the matrix': 'اكتب المصفوفة',
  'Write the mixed number': 'اكتب العدد الكسري',
  'Write {0} as a power of {1}; equal powers of the same base have equal exponents.':
    'اكتب {0} على صورة قوة لـ {1}؛ القوى المتساوية للأساس نفسه أسسها متساوية.',
  'Write {0} as {1}: bring the power down, lower it by one, and multiply by the derivative of the bracket, {2}.':
    'اكتب {0} على صورة {1}: أنزل الأس وأنقصه واحدًا، واضرب في مشتقة ما داخل القوس، {2}.',
  'Write {0}% as a fraction of {1}.': 'اكتب {0}% كسرًا من {1}.',
  'Writing a decimal as a fraction': 'كتابة عدد عشري على صورة كسر',
  'Writing a fraction as a decimal': 'كتابة كسر على صورة عدد عشري',
  'Writing a mixed number as an improper fraction': 'كتابة عدد كسري على صورة كسر غير فعلي',
  'Writing a number as a percentage': 'كتابة عدد على صورة نسبة مئوية',
  'Writing a number in ordinary form': 'كتابة عدد بالصيغة العادية',
  'Writing a number in scientific notation': 'كتابة عدد بالصيغة العلمية',
  'Writing a percentage as a fraction': 'كتابة نسبة مئوية على صورة كسر',
  'Writing an improper fraction as a mixed number': 'كتابة كسر غير فعلي على صورة عدد كسري',
  'Writing one number as a percentage of another': 'كتابة عدد نسبةً مئوية من عدد آخر',
  'Zero product rule': 'قاعدة الضرب الصفري',
  'x-intercept': 'المقطع السيني',
  '{0} and {1}.': '{0} و{1}.',
  '{0} is not between {1} and {2}: write it as {3} × {4} and adjust the power.':
    '{0} ليس بين {1} و{2}: اكتبه على صورة {3} × {4} وعدّل الأس.',
  '{0} is the largest perfect cube that divides {1}.': '{0} أكبر مكعب كامل يقسم {1}.',
  '{0} is the largest perfect square that divides {1}.': '{0} أكبر مربع كامل يقسم {1}.',
  '{0} is undefined here because it divides by {1} (or {2}).': '{0} غير معرّف هنا لأنه يقسم على {1} (أو {2}).',
  '{0} means {1} or {2}.': '{0} تعني {1} أو {2}.',
  '{0} means {1}.': '{0} تعني {1}.',
  '{0} means {1}: which power of {2} gives {3}?': '{0} تعني {1}: أي قوة للعدد {2} تعطي {3}؟',
  '{0} tosses give {1} equally likely sequences; at least {2} head happen in {3} of them (all but the {4} with no heads).':
    '{0} رميات تعطي {1} متتالية متساوية الاحتمال؛ يظهر وجه الصورة {2} مرة على الأقل في {3} منها (كلها عدا {4} بلا صورة).',
  '{0} tosses give {1} equally likely sequences; exactly {2} heads happen in {3} of them.':
    '{0} رميات تعطي {1} متتالية متساوية الاحتمال؛ تظهر الصورة {2} مرات بالضبط في {3} منها.',
  '{0} tosses give {1} equally likely sequences; exactly {2} heads happens in {3} of them.':
    '{0} رميات تعطي {1} متتالية متساوية الاحتمال؛ تظهر الصورة {2} مرات بالضبط في {3} منها.',
  '{0} {*} is {1} {*}.': '{0} {*0} = {1} {*1}.',
  '{0}, so the logarithm is {1}.': '{0}، لذا اللوغاريتم يساوي {1}.',
  '{0}, where {1}.': '{0}، حيث {1}.',
  '{0}, {1} and {2}.': '{0} و{1} و{2}.',
  '{0}, {1}, {2}.': '{0}، {1}، {2}.',
  '{0}.': '{0}.',
  '{0}° is a special angle: read the exact value from the {1}°-{2}°-{3}° or {4}°-{5}°-{6}° triangle.':
    '{0}° زاوية خاصة: اقرأ القيمة الدقيقة من المثلث {1}°-{2}°-{3}° أو {4}°-{5}°-{6}°.',
  '{0}×{1} determinant': 'محدد {0}×{1}',
};
