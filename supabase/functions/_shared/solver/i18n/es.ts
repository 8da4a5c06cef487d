// The solver's step text in Spanish (issue 21): English skeleton → Spanish template (see skeleton.ts).
// Generated once from the English text the solver writes; keep the same placeholders when editing.
import type { StepCatalogue } from './skeleton.ts';

export const ES: StepCatalogue = {
  'A deck has {0} cards, with {1} of each rank (one ace per suit).':
    'Una baraja tiene {0} cartas, {1} de cada valor (un as por palo).',
  'A deck has {0} cards, {1} in each of the {2} suits.':
    'Una baraja tiene {0} cartas, {1} en cada uno de los {2} palos.',
  'A distance can never be less than a negative number.':
    'Una distancia nunca puede ser menor que un número negativo.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}, {2}, {3}.':
    'Un dado equilibrado tiene {0} caras igual de probables; las favorables son {1}, {2}, {3}.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}, {2}.':
    'Un dado equilibrado tiene {0} caras igual de probables; las favorables son {1}, {2}.',
  'A fair die has {0} equally likely faces; the favourable ones are {1}.':
    'Un dado equilibrado tiene {0} caras igual de probables; la favorable es {1}.',
  'A fraction is a division: {0} ÷ {1}.': 'Una fracción es una división: {0} ÷ {1}.',
  'A fraction times {0} gives the percentage.': 'Una fracción por {0} da el porcentaje.',
  'A logarithm needs a positive argument; it is positive at this value.':
    'Un logaritmo necesita un argumento positivo; en este valor lo es.',
  'A matrix has an inverse when its determinant is not {0}.':
    'Una matriz tiene inversa cuando su determinante no es {0}.',
  'A negative power is a reciprocal: {0}.': 'Una potencia negativa es un inverso: {0}.',
  'A power outside a bracket applies to every factor inside: {0}.':
    'Una potencia fuera de un paréntesis se aplica a cada factor de dentro: {0}.',
  'A probability is always between {0} and {1}; check that your answer is.':
    'Una probabilidad siempre está entre {0} y {1}; comprueba que tu respuesta lo esté.',
  'A product is zero when one of its factors is zero.':
    'Un producto es cero cuando uno de sus factores es cero.',
  'A {0}×{1} matrix.': 'Una matriz {0}×{1}.',
  'Add and subtract': 'Suma y resta',
  'Add terms with the same power.': 'Suma los términos con la misma potencia.',
  'Add the atomic masses': 'Suma las masas atómicas',
  'Add the constant': 'Añade la constante',
  'Add the numerators': 'Suma los numeradores',
  'Add the percentage to {0}% and write it as a decimal.':
    'Suma el porcentaje al {0} % y escríbelo como decimal.',
  'Add the pieces and simplify.': 'Suma las partes y simplifica.',
  'Add the values': 'Suma los valores',
  'Adding logs multiplies their arguments and subtracting divides: {0}, {1}.':
    'Sumar logaritmos multiplica sus argumentos y restarlos los divide: {0}, {1}.',
  'Adding logs multiplies their arguments: {0}.': 'Sumar logaritmos multiplica sus argumentos: {0}.',
  'Adjugate ÷ determinant': 'Adjunta ÷ determinante',
  'All primes, highest powers': 'Todos los primos, potencias más altas',
  'Always try substituting first: only an undefined form such as {0}/{1} or ∞/∞ needs more work.':
    'Prueba siempre a sustituir primero: solo una forma indeterminada como {0}/{1} o ∞/∞ necesita más trabajo.',
  'An absolute value is a distance from zero, so it is never negative.':
    'Un valor absoluto es una distancia al cero, así que nunca es negativo.',
  'An absolute value is a distance from zero.': 'Un valor absoluto es una distancia al cero.',
  Answer: 'Respuesta',
  'Area of a circle': 'Área de un círculo',
  'Area of a circle from its circumference': 'Área de un círculo a partir de su circunferencia',
  'Area of a rectangle': 'Área de un rectángulo',
  'Area of a square': 'Área de un cuadrado',
  'Area of a trapezium': 'Área de un trapecio',
  'Area of a triangle': 'Área de un triángulo',
  "Area of a triangle (Heron's formula)": 'Área de un triángulo (fórmula de Herón)',
  'As {0} comes closer to {1} from the left, the denominator goes to {2} and the values grow without bound (negative).':
    'Cuando {0} se acerca a {1} por la izquierda, el denominador tiende a {2} y los valores crecen sin límite (negativos).',
  'As {0} comes closer to {1} from the right, the denominator goes to {2} and the values grow without bound (positive).':
    'Cuando {0} se acerca a {1} por la derecha, el denominador tiende a {2} y los valores crecen sin límite (positivos).',
  'As {0} comes closer to {1} from the right, the values keep falling without bound.':
    'Cuando {0} se acerca a {1} por la derecha, los valores siguen bajando sin límite.',
  'Average the x-coordinates and the y-coordinates.':
    'Haz la media de las coordenadas x y de las coordenadas y.',
  'Back to scientific notation': 'De vuelta a notación científica',
  'Back-substitute': 'Sustituye hacia atrás',
  'Balance the element that appears in the fewest substances first, and leave H and O for last.':
    'Ajusta primero el elemento que aparece en menos sustancias y deja H y O para el final.',
  'Balancing a chemical equation': 'Ajuste de una ecuación química',
  'Between the two values': 'Entre los dos valores',
  'Both factors are the same: one repeated root.': 'Los dos factores son iguales: una raíz doble.',
  'Both points have the same x, so the line is vertical.':
    'Los dos puntos tienen la misma x, así que la recta es vertical.',
  'Brackets first': 'Primero los paréntesis',
  'Bring everything to one side so the equation reads {0}.':
    'Pasa todo a un lado para que la ecuación quede {0}.',
  'Bring everything to one side.': 'Pasa todo a un lado.',
  'Bring the power down and lower it by one, then multiply by the derivative of the bracket, {0}.':
    'Baja la potencia y réstale uno; luego multiplica por la derivada del paréntesis, {0}.',
  Calculate: 'Calcula',
  'Cancel and substitute': 'Simplifica y sustituye',
  'Cancel by the highest common factor in one step.':
    'Simplifica por el máximo común divisor en un solo paso.',
  'Cancel common factors.': 'Simplifica los factores comunes.',
  'Cancel the common factor, then substitute.': 'Simplifica el factor común y luego sustituye.',
  'Chain rule': 'Regla de la cadena',
  'Change of base': 'Cambio de base',
  Check: 'Comprobación',
  'Check an integral by differentiating your answer: you should get the integrand back.':
    'Comprueba una integral derivando tu respuesta: debes obtener de nuevo el integrando.',
  'Check by converting back: whole × denominator + numerator gives the top of the improper fraction.':
    'Comprueba deshaciendo la conversión: entero × denominador + numerador da el numerador de la fracción impropia.',
  'Check by expanding: it gives the original expression back.':
    'Comprueba desarrollando: vuelve a dar la expresión original.',
  'Check for extraneous roots': 'Busca raíces extrañas',
  'Check the domain': 'Comprueba el dominio',
  'Check the sizes': 'Comprueba las dimensiones',
  'Check the sizes first: the columns of the first matrix must match the rows of the second.':
    'Comprueba primero las dimensiones: las columnas de la primera matriz deben coincidir con las filas de la segunda.',
  'Check your answer by putting it back into the original question.':
    'Comprueba tu respuesta sustituyéndola en el enunciado original.',
  'Check: {0}.': 'Comprobación: {0}.',
  'Circumference of a circle': 'Longitud de una circunferencia',
  'Cofactor expansion': 'Desarrollo por cofactores',
  'Cofactor expansion along row {0}': 'Desarrollo por cofactores a lo largo de la fila {0}',
  'Collect like terms': 'Agrupa términos semejantes',
  Combine: 'Combina',
  'Combine terms that have the same letters and powers.':
    'Combina los términos que tienen las mismas letras y potencias.',
  'Combining logarithms': 'Combinar logaritmos',
  'Common denominator': 'Denominador común',
  'Common primes, lowest powers': 'Primos comunes, potencias más bajas',
  'Compare with zero': 'Compara con cero',
  'Complex roots': 'Raíces complejas',
  'Constant rule': 'Regla de la constante',
  'Conversion factor': 'Factor de conversión',
  'Converting a temperature': 'Convertir una temperatura',
  'Converting length': 'Convertir longitudes',
  'Converting mass': 'Convertir masas',
  'Converting speed': 'Convertir velocidades',
  'Converting time': 'Convertir tiempos',
  'Count atoms on each side': 'Cuenta los átomos de cada lado',
  'Count each element (brackets multiply everything inside).':
    'Cuenta cada elemento (los paréntesis multiplican todo lo de dentro).',
  'Count the atoms': 'Cuenta los átomos',
  'Count the decimal places: that many zeros go under the digits.':
    'Cuenta los decimales: ese número de ceros va debajo de las cifras.',
  'Count the moves': 'Cuenta los desplazamientos',
  'Count the outcomes': 'Cuenta los resultados',
  'Decreasing by a percentage': 'Disminuir en un porcentaje',
  'Definition of a logarithm': 'Definición de logaritmo',
  'Degrees to radians': 'De grados a radianes',
  Determinant: 'Determinante',
  'Determinant of a matrix': 'Determinante de una matriz',
  'Differentiate each term separately.': 'Deriva cada término por separado.',
  'Differentiate the outer function {0} and multiply by the derivative of the inside, {1}, which is {2}.':
    'Deriva la función exterior {0} y multiplica por la derivada de la interior, {1}, que es {2}.',
  'Direct substitution': 'Sustitución directa',
  Discriminant: 'Discriminante',
  'Distance between two points': 'Distancia entre dos puntos',
  'Distance formula': 'Fórmula de la distancia',
  'Distributive law': 'Propiedad distributiva',
  Divide: 'Divide',
  'Divide both sides': 'Divide los dos lados',
  'Divide both sides by {0} so the power stands alone.':
    'Divide los dos lados entre {0} para que la potencia quede sola.',
  'Divide both sides by {0}.': 'Divide los dos lados entre {0}.',
  'Divide both sides by {0}; the sign stays the same.': 'Divide los dos lados entre {0}; el signo no cambia.',
  'Divide by a negative number (flip the sign)': 'Divide entre un número negativo (invierte el signo)',
  'Divide by how many': 'Divide entre cuántos hay',
  'Divide by the highest power': 'Divide entre la potencia más alta',
  'Divide by the multiplier': 'Divide entre el multiplicador',
  'Divide by the original': 'Divide entre el original',
  'Divide by the smallest prime': 'Divide entre el primo más pequeño',
  'Divide by {0}': 'Divide entre {0}',
  'Divide the numbers in front, and subtract the powers of {0}: {1}.':
    'Divide los números de delante y resta las potencias de {0}: {1}.',
  'Divide the numbers, subtract the powers': 'Divide los números, resta las potencias',
  'Divide the top and bottom by their greatest common factor.':
    'Divide numerador y denominador entre su máximo común divisor.',
  'Divide the top and the bottom by their highest common factor, {0}.':
    'Divide el numerador y el denominador entre su máximo común divisor, {0}.',
  'Divide the top and the bottom by {0} (for large {1}, {2} behaves like its highest power); the values approach {3}.':
    'Divide el numerador y el denominador entre {0} (para {1} grande, {2} se comporta como su potencia más alta); los valores se acercan a {3}.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the bottom has the higher power ({3}), so the fraction goes to {4}.':
    'Divide el numerador y el denominador entre {0}: términos como {1} tienden a {2}, y el denominador tiene la potencia mayor ({3}), así que la fracción tiende a {4}.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the highest powers are equal ({3}), so the limit is the ratio of their coefficients.':
    'Divide el numerador y el denominador entre {0}: términos como {1} tienden a {2}, y las potencias más altas son iguales ({3}), así que el límite es el cociente de sus coeficientes.',
  'Divide the top and the bottom by {0}: terms like {1} go to {2}, and the top has the higher power ({3}), so the values grow without bound.':
    'Divide el numerador y el denominador entre {0}: términos como {1} tienden a {2}, y el numerador tiene la potencia mayor ({3}), así que los valores crecen sin límite.',
  'Dividing by a fraction is multiplying by its reciprocal.':
    'Dividir entre una fracción es multiplicar por su inversa.',
  'Dividing by {0}, a negative number, reverses the inequality sign.':
    'Dividir entre {0}, un número negativo, invierte el signo de la desigualdad.',
  'Dividing in scientific notation': 'División en notación científica',
  'Do this for every row and column.': 'Haz lo mismo con cada fila y columna.',
  'Draw a quick sketch and label it before you calculate.':
    'Haz un dibujo rápido y etiquétalo antes de calcular.',
  'Each element needs the same number of atoms on both sides.':
    'Cada elemento necesita el mismo número de átomos en los dos lados.',
  'Each entry is a row of the first matrix times a column of the second, e.g. the top-left entry:':
    'Cada elemento es una fila de la primera matriz por una columna de la segunda, p. ej. el elemento de arriba a la izquierda:',
  'Each entry of the first row times the determinant of the {0}×{1} matrix left when its row and column are crossed out, with signs + − +.':
    'Cada elemento de la primera fila por el determinante de la matriz {0}×{1} que queda al tachar su fila y su columna, con signos + − +.',
  'Eliminating gives {0} = a non-zero number, which is impossible.':
    'Al eliminar queda {0} = un número distinto de cero, lo cual es imposible.',
  Elimination: 'Eliminación',
  'Equation of a line': 'Ecuación de una recta',
  Evaluate: 'Evalúa',
  'Evaluate at the limits': 'Evalúa en los límites',
  'Evaluating a definite integral': 'Cálculo de una integral definida',
  'Evaluating a logarithm': 'Cálculo de un logaritmo',
  'Every antiderivative differs by a constant, so add {0}.':
    'Las primitivas difieren en una constante, así que añade {0}.',
  'Exact trig value': 'Valor trigonométrico exacto',
  'Expand along a row (computed by the algebra library).':
    'Desarrolla por una fila (calculado por la biblioteca de álgebra).',
  'Expand and tidy the fractions': 'Desarrolla y ordena las fracciones',
  'Expand the brackets': 'Quita los paréntesis',
  'Expanding a logarithm': 'Desarrollar un logaritmo',
  'Expanding an expression': 'Desarrollar una expresión',
  'Expanding only works on products, quotients and powers inside the log, never on sums.':
    'Solo se desarrollan productos, cocientes y potencias dentro del logaritmo, nunca sumas.',
  'Exponential rule': 'Regla de la exponencial',
  Factorise: 'Factoriza',
  'Factorise so common factors can be seen.': 'Factoriza para que se vean los factores comunes.',
  'Factorise the polynomial (look for a common factor, then try small whole numbers as roots).':
    'Factoriza el polinomio (busca un factor común y luego prueba números enteros pequeños como raíces).',
  'Factorise top and bottom': 'Factoriza numerador y denominador',
  'Factorised form': 'Forma factorizada',
  'Factorising an expression': 'Factorizar una expresión',
  'Find the change': 'Halla la variación',
  'Find the largest cube factor': 'Halla el mayor factor cubo',
  'Find the largest square factor': 'Halla el mayor factor cuadrado',
  'Find the mean first.': 'Halla primero la media.',
  'Find the slope from the two points.': 'Halla la pendiente a partir de los dos puntos.',
  'Find two brackets that multiply to give the quadratic (check: expanding them gives {0}).':
    'Busca dos paréntesis cuyo producto dé la cuadrática (comprueba: al desarrollarlos da {0}).',
  'Find where the quadratic is zero (factorise or use the formula).':
    'Halla dónde la cuadrática vale cero (factoriza o usa la fórmula).',
  'Finding a derivative': 'Calcular una derivada',
  'Finding a limit': 'Calcular un límite',
  'Finding a percentage change': 'Calcular una variación porcentual',
  'Finding a percentage of an amount': 'Calcular un porcentaje de una cantidad',
  'Finding an indefinite integral': 'Calcular una integral indefinida',
  'Finding the mean': 'Calcular la media',
  'Finding the mean, median and mode': 'Calcular la media, la mediana y la moda',
  'Finding the median': 'Calcular la mediana',
  'Finding the mode': 'Calcular la moda',
  'Finding the original amount': 'Calcular la cantidad original',
  'Finding the population standard deviation': 'Calcular la desviación típica poblacional',
  'Finding the population variance': 'Calcular la varianza poblacional',
  'Finding the range': 'Calcular el rango',
  'Finding the sample standard deviation': 'Calcular la desviación típica muestral',
  'Finding the sample variance': 'Calcular la varianza muestral',
  'Finish with addition and subtraction, from left to right.':
    'Termina con las sumas y restas, de izquierda a derecha.',
  'For a sample, divide by {0}.': 'Para una muestra, divide entre {0}.',
  'For a whole population, divide by {0} (say "sample" if your data is a sample: then divide by {1}).':
    'Para toda una población, divide entre {0} (di «muestra» si tus datos son una muestra: entonces divide entre {1}).',
  'For {0} find two numbers that multiply to {1} and add to {2} (or spot a difference of two squares).':
    'Para {0} busca dos números cuyo producto sea {1} y cuya suma sea {2} (o reconoce una diferencia de cuadrados).',
  Formula: 'Fórmula',
  'From the left the values approach {0}; from the right, {1}. They differ.':
    'Por la izquierda los valores se acercan a {0}; por la derecha, a {1}. Son distintos.',
  'Get the square root on its own on one side.': 'Deja la raíz cuadrada sola en un lado.',
  'Give each substance an unknown coefficient and match the atom counts (solved exactly by elimination).':
    'Da a cada sustancia un coeficiente desconocido e iguala el número de átomos (resuelto exactamente por eliminación).',
  'Greatest common divisor': 'Máximo común divisor',
  'Group repeated primes as powers.': 'Agrupa los primos repetidos como potencias.',
  'How many times does {0} go into {1}, and what is left over?':
    '¿Cuántas veces cabe {0} en {1} y cuánto sobra?',
  'If a product is zero, one of its factors is zero.': 'Si un producto es cero, uno de sus factores es cero.',
  'In a right triangle {0}, where {1} is the hypotenuse.':
    'En un triángulo rectángulo {0}, donde {1} es la hipotenusa.',
  'In scientific notation the number in front is at least {0} and less than {1}; the power of {2} moves the point.':
    'En notación científica el número de delante es al menos {0} y menor que {1}; la potencia de {2} mueve la coma.',
  'In {0}, {1} is the slope (gradient) and {2} is where the line crosses the {3}-axis.':
    'En {0}, {1} es la pendiente y {2} es donde la recta corta el eje {3}.',
  'Increasing by a percentage': 'Aumentar en un porcentaje',
  'Indeterminate form': 'Forma indeterminada',
  'Integrate each term separately.': 'Integra cada término por separado.',
  'Integration by parts': 'Integración por partes',
  'Intercepts of a line': 'Cortes de una recta con los ejes',
  'Inverse of a matrix': 'Inversa de una matriz',
  'Is it prime?': '¿Es primo?',
  'Isolate the root': 'Aísla la raíz',
  'Isolate the square': 'Aísla el cuadrado',
  'It is not a whole power, so use {0} on a calculator.':
    'No es una potencia entera, así que usa {0} con una calculadora.',
  'Keep dividing by the smallest prime that goes in, until you reach {0}.':
    'Sigue dividiendo entre el primo más pequeño que quepa hasta llegar a {0}.',
  'Keep the denominator.': 'Mantén el denominador.',
  'Keep the hundreds; the digit after the last one kept is {0}, so round down.':
    'Quédate con las centenas; la cifra que sigue a la última conservada es {0}, así que redondea hacia abajo.',
  'Keep the periodic table next to you and write the count of each element before you add.':
    'Ten la tabla periódica a mano y escribe cuántos hay de cada elemento antes de sumar.',
  'Keep {0} decimal places; the digit after the last one kept is {1}, so round down.':
    'Conserva {0} decimales; la cifra que sigue a la última conservada es {1}, así que redondea hacia abajo.',
  'Keep {0} significant figures; the digit after the last one kept is {1}, so round up.':
    'Conserva {0} cifras significativas; la cifra que sigue a la última conservada es {1}, así que redondea hacia arriba.',
  'Keep, change, flip': 'Mantén, cambia, invierte',
  "L'Hôpital's rule": "Regla de L'Hôpital",
  "L'Hôpital's rule again": "Regla de L'Hôpital otra vez",
  'Largest minus smallest': 'Mayor menos menor',
  'Learn the {0}°-{1}°-{2}° and {3}°-{4}°-{5}° triangles: every special value comes from them.':
    'Apréndete los triángulos de {0}°-{1}°-{2}° y {3}°-{4}°-{5}°: todos los valores notables salen de ellos.',
  'Least common multiple': 'Mínimo común múltiplo',
  'Let {0}, so {1}: the integral becomes {2}; integrate and put {3} back.':
    'Sea {0}, así que {1}: la integral queda {2}; integra y vuelve a poner {3}.',
  'Limit at infinity': 'Límite en el infinito',
  'Line the equations up with the same letters in the same order.':
    'Alinea las ecuaciones con las mismas letras en el mismo orden.',
  'Linear substitution': 'Sustitución lineal',
  'Log rule': 'Regla del logaritmo',
  'Look at the next digit': 'Mira la cifra siguiente',
  'Look for a common factor, then a pair of numbers': 'Busca un factor común y luego una pareja de números',
  'Make a fraction': 'Forma una fracción',
  'Make y the subject': 'Despeja y',
  Mean: 'Media',
  'Mean = total ÷ number of values.': 'Media = total ÷ número de valores.',
  'Middle value': 'Valor central',
  'Midpoint formula': 'Fórmula del punto medio',
  'Midpoint of a segment': 'Punto medio de un segmento',
  'Molar mass of {*}': 'Masa molar de {*0}',
  'Most frequent value': 'Valor más frecuente',
  'Move each number in front inside as a power: {0}.': 'Mete cada número de delante como potencia: {0}.',
  'Move the decimal point': 'Mueve la coma decimal',
  'Move the decimal point two places left.': 'Mueve la coma decimal dos posiciones a la izquierda.',
  'Move the point so exactly one non-zero digit is in front of it.':
    'Mueve la coma para que quede exactamente una cifra distinta de cero delante.',
  'Move the point {0} places left, filling gaps with zeros.':
    'Mueve la coma {0} posiciones a la izquierda, rellenando con ceros.',
  'Move the point {0} places right, filling gaps with zeros.':
    'Mueve la coma {0} posiciones a la derecha, rellenando con ceros.',
  'Move the {0} terms to the left and the numbers to the right (change the sign when a term crosses the equals sign).':
    'Pasa los términos en {0} a la izquierda y los números a la derecha (cambia el signo cuando un término cruza el signo igual).',
  'Move the {0} terms to the left and the numbers to the right.':
    'Pasa los términos en {0} a la izquierda y los números a la derecha.',
  Multiplier: 'Multiplicador',
  Multiply: 'Multiplica',
  'Multiply across': 'Multiplica en línea',
  'Multiply and add': 'Multiplica y suma',
  'Multiply and divide': 'Multiplica y divide',
  'Multiply by the conjugate': 'Multiplica por el conjugado',
  'Multiply by the power and lower the power by one: {0}.': 'Multiplica por la potencia y réstale uno: {0}.',
  'Multiply by {0}': 'Multiplica por {0}',
  'Multiply by {0}.': 'Multiplica por {0}.',
  'Multiply down the main diagonal and subtract the other diagonal: {0}.':
    'Multiplica la diagonal principal y resta la otra diagonal: {0}.',
  'Multiply each count by the atomic mass from the periodic table and add.':
    'Multiplica cada cantidad por la masa atómica de la tabla periódica y suma.',
  'Multiply every prime that appears, each with its highest power.':
    'Multiplica todos los primos que aparecen, cada uno con su potencia más alta.',
  'Multiply every term in one bracket by every term in the other.':
    'Multiplica cada término de un paréntesis por cada término del otro.',
  'Multiply out every bracket and collect like terms on each side.':
    'Quita todos los paréntesis y agrupa términos semejantes en cada lado.',
  'Multiply the amount by that fraction.': 'Multiplica la cantidad por esa fracción.',
  'Multiply the amount by the factor so the old unit cancels.':
    'Multiplica la cantidad por el factor para que la unidad antigua se cancele.',
  'Multiply the base by itself as many times as the power says.':
    'Multiplica la base por sí misma tantas veces como indique la potencia.',
  'Multiply the numbers in front, and add the powers of {0}: {1}.':
    'Multiplica los números de delante y suma las potencias de {0}: {1}.',
  'Multiply the numbers, add the powers': 'Multiplica los números, suma las potencias',
  'Multiply the original amount by the multiplier.': 'Multiplica la cantidad original por el multiplicador.',
  'Multiply the powers: {0}.': 'Multiplica las potencias: {0}.',
  'Multiply the primes every number shares, each with its lowest power.':
    'Multiplica los primos que comparten todos los números, cada uno con su potencia más baja.',
  'Multiply the top and the bottom by {0}, so that {1}.':
    'Multiplica el numerador y el denominador por {0}, de modo que {1}.',
  'Multiply the tops together and the bottoms together.':
    'Multiplica los numeradores entre sí y los denominadores entre sí.',
  'Multiply the whole number by the denominator, then add the numerator.':
    'Multiplica el entero por el denominador y luego suma el numerador.',
  'Multiply top and bottom by {0}; the difference of squares removes the root from the top.':
    'Multiplica numerador y denominador por {0}; la diferencia de cuadrados quita la raíz del numerador.',
  'Multiplying in scientific notation': 'Multiplicación en notación científica',
  'Name the rule before you start (power, product, quotient or chain); most mistakes come from using the wrong one.':
    'Di qué regla usarás antes de empezar (potencia, producto, cociente o cadena); la mayoría de los errores vienen de usar la equivocada.',
  'Negative exponent': 'Exponente negativo',
  'New value minus old value.': 'Valor nuevo menos valor antiguo.',
  'No real number squares to a negative number; with {0}, {1}.':
    'Ningún número real al cuadrado da un número negativo; con {0}, {1}.',
  'No real roots': 'Sin raíces reales',
  'No unit is given; {0} is a special angle in degrees, so we read it as {1}° (in radians, {2}). Multiply by {3}.':
    'No se da la unidad; {0} es un ángulo notable en grados, así que lo leemos como {1}° (en radianes, {2}). Multiplica por {3}.',
  'Not a special angle': 'No es un ángulo notable',
  'Now put {0} in.': 'Ahora sustituye {0}.',
  'Now solve {0} for {1}.': 'Ahora resuelve {0} para {1}.',
  'One equation becomes {0} = {1}: the equations describe the same line or plane.':
    'Una ecuación queda {0} = {1}: las ecuaciones describen la misma recta o el mismo plano.',
  'One repeated root': 'Una raíz doble',
  'One-sided limit': 'Límite lateral',
  'One-sided limits': 'Límites laterales',
  'Only the one digit after the cut-off decides: {0} or more rounds up, {1} or less rounds down.':
    'Solo decide la cifra que sigue al corte: {0} o más redondea hacia arriba, {1} o menos hacia abajo.',
  'Only values of {0} on the right of {1} count; there the expression simplifies and its values approach {2}.':
    'Solo cuentan los valores de {0} a la derecha de {1}; allí la expresión se simplifica y sus valores se acercan a {2}.',
  'Order the data': 'Ordena los datos',
  'Outside the two values': 'Fuera de los dos valores',
  'Over {0}': 'Sobre {0}',
  'Per cent means per hundred: ×{0} to get a percentage, ÷{1} to undo it.':
    'Por ciento significa por cada cien: ×{0} para obtener un porcentaje, ÷{1} para deshacerlo.',
  'Percent means "out of {0}", so multiply by {1}.':
    'Por ciento significa «de cada {0}», así que multiplica por {1}.',
  'Percent means "out of {0}".': 'Por ciento significa «de cada {0}».',
  'Percent means per hundred': 'Por ciento significa por cada cien',
  'Percentage change = change ÷ original × {0}.': 'Variación porcentual = variación ÷ original × {0}.',
  'Perimeter of a rectangle': 'Perímetro de un rectángulo',
  'Perimeter of a square': 'Perímetro de un cuadrado',
  'Perimeter of a triangle': 'Perímetro de un triángulo',
  'Place the decimal point': 'Coloca la coma decimal',
  'Place value': 'Valor posicional',
  'Point-slope form': 'Forma punto-pendiente',
  'Population variance (divide by n)': 'Varianza poblacional (divide entre n)',
  'Power of a power': 'Potencia de una potencia',
  'Power of a product': 'Potencia de un producto',
  'Power rule': 'Regla de la potencia',
  Powers: 'Potencias',
  'Prime factorisation': 'Descomposición en factores primos',
  'Prime factorisations': 'Descomposiciones en factores primos',
  'Probability = favourable outcomes ÷ total outcomes, then simplify.':
    'Probabilidad = casos favorables ÷ casos totales; luego simplifica.',
  'Probability formula': 'Fórmula de la probabilidad',
  'Product and quotient rules': 'Reglas del producto y del cociente',
  'Product of matrices': 'Producto de matrices',
  'Product rule': 'Regla del producto',
  'Product, quotient and power rules': 'Reglas del producto, del cociente y de la potencia',
  'Put each value into the original equation: it works.':
    'Sustituye cada valor en la ecuación original: se cumple.',
  'Put each value into the original equation: {0} does not work (the square root is never negative), so it is rejected.':
    'Sustituye cada valor en la ecuación original: {0} no se cumple (la raíz cuadrada nunca es negativa), así que se descarta.',
  'Put in the measurements.': 'Sustituye las medidas.',
  'Put the known value into equation {0} and solve for {1}.':
    'Sustituye el valor conocido en la ecuación {0} y despeja {1}.',
  'Put the known values into equation {0} and solve for {1}.':
    'Sustituye los valores conocidos en la ecuación {0} y despeja {1}.',
  'Put the numbers into {0}.': 'Sustituye los números en {0}.',
  'Put the part over the whole.': 'Pon la parte sobre el total.',
  'Put the value back into the original equation: both sides match.':
    'Sustituye el valor en la ecuación original: los dos lados coinciden.',
  "Pythagoras' theorem": 'Teorema de Pitágoras',
  'Pythagoras: a missing side': 'Pitágoras: un lado desconocido',
  'Quadratic formula': 'Fórmula cuadrática',
  'Quotient rule': 'Regla del cociente',
  'Raise the power by one and divide by the new power: {0} ({1}).':
    'Súmale uno a la potencia y divide entre la nueva potencia: {0} ({1}).',
  'Range = largest value − smallest value.': 'Rango = valor mayor − valor menor.',
  'Rationalise the denominator': 'Racionaliza el denominador',
  'Rationalising the denominator': 'Racionalizar el denominador',
  'Read off m and c': 'Lee m y c',
  'Read off the power': 'Lee la potencia',
  'Rearrange into {0}.': 'Reordena en la forma {0}.',
  'Reciprocal rule': 'Regla del inverso',
  Result: 'Resultado',
  Roots: 'Raíces',
  'Rounding a number': 'Redondear un número',
  'Row times column': 'Fila por columna',
  'Same base on both sides': 'Misma base en los dos lados',
  'Same base: add the powers ({0}).': 'Misma base: suma las potencias ({0}).',
  'Same base: add the powers when multiplying, subtract when dividing ({0}, {1}).':
    'Misma base: suma las potencias al multiplicar y réstalas al dividir ({0}, {1}).',
  'Sample variance (divide by n − {0})': 'Varianza muestral (divide entre n − {0})',
  'Say what it means': 'Di qué significa',
  'Scale the solution so every coefficient is the smallest whole number.':
    'Escala la solución para que cada coeficiente sea el menor número entero.',
  'Set up one equation per element': 'Plantea una ecuación por elemento',
  'Set {0} and solve for {1}.': 'Haz {0} y despeja {1}.',
  'Sign of the parabola': 'Signo de la parábola',
  'Simple probability': 'Probabilidad simple',
  Simplify: 'Simplifica',
  'Simplify the root': 'Simplifica la raíz',
  'Simplify the roots': 'Simplifica las raíces',
  'Simplify the square root.': 'Simplifica la raíz cuadrada.',
  'Simplifying a root': 'Simplificar una raíz',
  'Simplifying an expression': 'Simplificar una expresión',
  'Sketch the points first: the sign of the slope should match the picture.':
    'Dibuja primero los puntos: el signo de la pendiente debe coincidir con el dibujo.',
  Slope: 'Pendiente',
  'Slope formula': 'Fórmula de la pendiente',
  'Slope is rise over run: {0}.': 'La pendiente es subida entre avance: {0}.',
  'Slope of a line': 'Pendiente de una recta',
  'Smallest whole numbers': 'Menores números enteros',
  'So the logarithm is that power.': 'Así que el logaritmo es esa potencia.',
  Solve: 'Resuelve',
  'Solve each case': 'Resuelve cada caso',
  'Solve each factor': 'Resuelve cada factor',
  'Solve for the last letter': 'Despeja la última letra',
  'Solve for x': 'Despeja x',
  'Solve for {0}.': 'Despeja {0}.',
  'Solve it like an equation, watching the direction of the sign.':
    'Resuélvela como una ecuación, vigilando el sentido del signo.',
  'Solve the equation': 'Resuelve la ecuación',
  'Solve the equation left after squaring.': 'Resuelve la ecuación que queda tras elevar al cuadrado.',
  'Solve the linear equation': 'Resuelve la ecuación lineal',
  'Solve the two linear equations.': 'Resuelve las dos ecuaciones lineales.',
  'Solve the two simple equations.': 'Resuelve las dos ecuaciones sencillas.',
  'Solving a linear equation': 'Resolver una ecuación lineal',
  'Solving a linear inequality': 'Resolver una inecuación lineal',
  'Solving a logarithmic equation': 'Resolver una ecuación logarítmica',
  'Solving a polynomial equation': 'Resolver una ecuación polinómica',
  'Solving a quadratic equation': 'Resolver una ecuación cuadrática',
  'Solving a quadratic inequality': 'Resolver una inecuación cuadrática',
  'Solving an absolute-value equation': 'Resolver una ecuación con valor absoluto',
  'Solving an absolute-value inequality': 'Resolver una inecuación con valor absoluto',
  'Solving an equation with a square root': 'Resolver una ecuación con raíz cuadrada',
  'Solving an exponential equation': 'Resolver una ecuación exponencial',
  'Solving simultaneous equations': 'Resolver un sistema de ecuaciones',
  'Sort the data first; it makes the median, mode and range easy to spot.':
    'Ordena primero los datos; así la mediana, la moda y el rango se ven fácilmente.',
  'Sort the values from smallest to largest.': 'Ordena los valores de menor a mayor.',
  'Special angle': 'Ángulo notable',
  'Split into two cases': 'Separa en dos casos',
  'Square both sides': 'Eleva los dos lados al cuadrado',
  'Square root': 'Raíz cuadrada',
  'Square root of both sides': 'Raíz cuadrada de los dos lados',
  'Squared deviations': 'Desviaciones al cuadrado',
  'Squaring removes the root (it can add false solutions, so check them at the end).':
    'Elevar al cuadrado quita la raíz (puede añadir soluciones falsas, así que compruébalas al final).',
  'Standard form': 'Forma estándar',
  'Standard integral': 'Integral inmediata',
  'Standard limit': 'Límite notable',
  'Start from the expression as given.': 'Parte de la expresión tal como está.',
  'Start from the log of a product, quotient or power.':
    'Parte del logaritmo de un producto, un cociente o una potencia.',
  'Start from the question as written.': 'Parte del enunciado tal como está escrito.',
  'Start from the sum of logarithms.': 'Parte de la suma de logaritmos.',
  'Still {0}: differentiate again.': 'Sigue dando {0}: deriva otra vez.',
  'Study tip': 'Consejo de estudio',
  Substitute: 'Sustituye',
  'Substitute your values into every original equation to check them.':
    'Sustituye tus valores en cada ecuación original para comprobarlos.',
  'Substituting gives an undefined form; the algebra library evaluates the limit (checked numerically on both sides).':
    'Al sustituir da una forma indeterminada; la biblioteca de álgebra calcula el límite (comprobado numéricamente por ambos lados).',
  'Substituting gives {0}, so differentiate the top and the bottom separately.':
    'Al sustituir da {0}, así que deriva el numerador y el denominador por separado.',
  'Substituting gives {0}. Rewrite the expression as a multiple of the standard limit {1} (with {2} the inside of the function).':
    'Al sustituir da {0}. Reescribe la expresión como múltiplo del límite notable {1} (con {2} el interior de la función).',
  'Substituting {0} gives {1}, so simplify first.': 'Sustituir {0} da {1}, así que simplifica primero.',
  Substitution: 'Sustitución',
  'Subtract equation {0} from equation {1} to remove {2}.':
    'Resta la ecuación {0} de la ecuación {1} para eliminar {2}.',
  'Subtract the mean from each value, square, and add.':
    'Resta la media a cada valor, eleva al cuadrado y suma.',
  'Subtract the numerators': 'Resta los numeradores',
  'Subtract the percentage from {0}% and write it as a decimal.':
    'Resta el porcentaje del {0} % y escríbelo como decimal.',
  'Subtract {0} × equation {1} from equation {2} to remove {3}.':
    'Resta {0} × la ecuación {1} de la ecuación {2} para eliminar {3}.',
  'Sum rule': 'Regla de la suma',
  'Surface area of a cube': 'Área de un cubo',
  'Surface area of a cuboid': 'Área de un ortoedro',
  'Surface area of a cylinder': 'Área de un cilindro',
  'Surface area of a sphere': 'Área de una esfera',
  'Swap the main diagonal, change the signs of the other two entries, divide by the determinant.':
    'Intercambia la diagonal principal, cambia el signo de los otros dos elementos y divide entre el determinante.',
  'Swap, change signs, divide': 'Intercambia, cambia signos, divide',
  'Take logarithms': 'Toma logaritmos',
  'Take logarithms of both sides: {0}, and {1}.': 'Toma logaritmos en los dos lados: {0}, y {1}.',
  'Take natural logarithms': 'Toma logaritmos neperianos',
  'Take out common factors': 'Saca factores comunes',
  'Take out the greatest common factor, then factorise what is left.':
    'Saca el máximo factor común y luego factoriza lo que queda.',
  'Take the cube root of the cube factor.': 'Saca la raíz cúbica del factor cubo.',
  'Take the positive square root.': 'Toma la raíz cuadrada positiva.',
  'Take the square root of both sides; remember the positive and the negative root.':
    'Saca la raíz cuadrada de los dos lados; recuerda la raíz positiva y la negativa.',
  'Take the square root of the square factor.': 'Saca la raíz cuadrada del factor cuadrado.',
  'Take {0} and {1}, so {2} and {3}: {4}.': 'Toma {0} y {1}, así que {2} y {3}: {4}.',
  'Take {0} of both sides: {1}.': 'Toma {0} en los dos lados: {1}.',
  'Terminating decimals come from denominators made only of 2s and 5s.':
    'Los decimales exactos salen de denominadores formados solo por doses y cincos.',
  'Test divisors up to the square root': 'Prueba divisores hasta la raíz cuadrada',
  'Test one value from each region in the original inequality to check your answer.':
    'Prueba un valor de cada región en la inecuación original para comprobar tu respuesta.',
  'That expression is nested too deeply to solve on this device.':
    'Esa expresión está demasiado anidada para resolverla en este dispositivo.',
  'That factorial is too large to work out on this device.':
    'Ese factorial es demasiado grande para calcularlo en este dispositivo.',
  'That number goes over the same denominator.': 'Ese número va sobre el mismo denominador.',
  'That number is too large to work out exactly on this device.':
    'Ese número es demasiado grande para calcularlo con exactitud en este dispositivo.',
  'That power is too large to work out exactly on this device.':
    'Esa potencia es demasiado grande para calcularla con exactitud en este dispositivo.',
  'That question is too long to solve on this device (over {0} characters).':
    'Esa pregunta es demasiado larga para resolverla en este dispositivo (más de {0} caracteres).',
  'The angle is in quadrant {0}, where only cos and sec are positive, so {1} is positive here; its reference angle is {2}°.':
    'El ángulo está en el cuadrante {0}, donde solo cos y sec son positivos, así que {1} es positivo aquí; su ángulo de referencia es {2}°.',
  'The angle is in quadrant {0}, where only sin and csc are positive, so {1} is negative here; its reference angle is {2}°.':
    'El ángulo está en el cuadrante {0}, donde solo sin y csc son positivos, así que {1} es negativo aquí; su ángulo de referencia es {2}°.',
  'The angle is in quadrant {0}, where only tan and cot are positive, so {1} is negative here; its reference angle is {2}°.':
    'El ángulo está en el cuadrante {0}, donde solo tan y cot son positivos, así que {1} es negativo aquí; su ángulo de referencia es {2}°.',
  'The angle lies on an axis of the unit circle, at the point {0}.':
    'El ángulo está sobre un eje de la circunferencia unidad, en el punto {0}.',
  'The denominator goes to {0} while the values grow without bound on both sides, with the same sign.':
    'El denominador tiende a {0} mientras los valores crecen sin límite por ambos lados, con el mismo signo.',
  'The derivative of a constant is {0}.': 'La derivada de una constante es {0}.',
  'The derivative of {0} is {1}.': 'La derivada de {0} es {1}.',
  'The determinant is {0}, so the matrix has no inverse.':
    'El determinante es {0}, así que la matriz no tiene inversa.',
  'The discriminant is -{0} < {1}, so the parabola never crosses the axis: it is always above it.':
    'El discriminante es -{0} < {1}, así que la parábola nunca corta el eje: siempre está por encima.',
  'The exponent laws need the same base: rewrite {0} as {1}² or {2} as {3}² first if you can.':
    'Las leyes de los exponentes necesitan la misma base: reescribe primero {0} como {1}² o {2} como {3}² si puedes.',
  'The expression is defined at {0}, so put the value in.':
    'La expresión está definida en {0}, así que sustituye el valor.',
  'The inside is either the positive or the negative value.':
    'Lo de dentro es o el valor positivo o el negativo.',
  'The inside {0} is linear, so integrate the outer function and divide by its coefficient of {1}.':
    'El interior {0} es lineal, así que integra la función exterior y divide entre su coeficiente de {1}.',
  'The inverse is the adjugate (transposed cofactors) divided by the determinant; the library does the arithmetic.':
    'La inversa es la adjunta (cofactores traspuestos) dividida entre el determinante; la biblioteca hace las cuentas.',
  'The last digit is in the thousandths place, so write it over {0}.':
    'La última cifra está en las milésimas, así que escríbelo sobre {0}.',
  'The log laws only join logs with the same base; check the bases before combining.':
    'Las leyes de los logaritmos solo unen logaritmos con la misma base; comprueba las bases antes de combinar.',
  'The lowest common denominator of {0} and {1} is {2}.': 'El mínimo común denominador de {0} y {1} es {2}.',
  'The most common value appears {0} times.': 'El valor más frecuente aparece {0} veces.',
  'The new amount is the original times the multiplier, so divide to undo it (do not just take the percentage off the new amount).':
    'La cantidad nueva es la original por el multiplicador, así que divide para deshacerlo (no restes sin más el porcentaje a la cantidad nueva).',
  'The number of columns of the first must equal the number of rows of the second.':
    'El número de columnas de la primera debe ser igual al número de filas de la segunda.',
  'The parabola opens downwards, so it is above the axis between the roots and below it outside them.':
    'La parábola se abre hacia abajo, así que está por encima del eje entre las raíces y por debajo fuera de ellas.',
  'The parabola opens upwards, so it is below the axis between the roots and above it outside them.':
    'La parábola se abre hacia arriba, así que está por debajo del eje entre las raíces y por encima fuera de ellas.',
  'The point moved {0} places left, so the power is positive.':
    'La coma se movió {0} posiciones a la izquierda, así que la potencia es positiva.',
  'The point moved {0} places right, so the power is negative.':
    'La coma se movió {0} posiciones a la derecha, así que la potencia es negativa.',
  'The quotient is the whole number; the remainder goes over the same denominator.':
    'El cociente es el entero; el resto va sobre el mismo denominador.',
  'The remaining factor has no real roots; its roots are complex.':
    'El factor restante no tiene raíces reales; sus raíces son complejas.',
  'The result is a decrease.': 'El resultado es una disminución.',
  'The result is an increase.': 'El resultado es un aumento.',
  'The right-hand side is negative, which an absolute value can never be.':
    'El lado derecho es negativo, y un valor absoluto nunca puede serlo.',
  'The run is zero, so the line is vertical.': 'El avance es cero, así que la recta es vertical.',
  'The standard deviation is the square root of the variance.':
    'La desviación típica es la raíz cuadrada de la varianza.',
  'The unknown is in the exponent.': 'La incógnita está en el exponente.',
  'The unknown is inside a logarithm ({0} with no base written means base {1}).':
    'La incógnita está dentro de un logaritmo ({0} sin base escrita significa base {1}).',
  'The unknown is inside a logarithm.': 'La incógnita está dentro de un logaritmo.',
  'The unknown is under a square root.': 'La incógnita está bajo una raíz cuadrada.',
  'The {0} part is zero, so there is one root.': 'La parte {0} es cero, así que hay una sola raíz.',
  'The {0} terms cancel out and we are left with a false statement.':
    'Los términos en {0} se anulan y queda una afirmación falsa.',
  'The {0} terms cancel out and we are left with a true statement.':
    'Los términos en {0} se anulan y queda una afirmación verdadera.',
  'Then multiply and divide, from left to right.': 'Luego multiplica y divide, de izquierda a derecha.',
  'There are {0} cards of that rank in the red suits.': 'Hay {0} cartas de ese valor en los palos rojos.',
  'There are {0} favourable outcomes out of {1} equally likely ones.':
    'Hay {0} casos favorables de {1} igual de probables.',
  'There are {0} values.': 'Hay {0} valores.',
  'There is no simple exact value; use a calculator (in the right mode, degrees or radians).':
    'No hay un valor exacto sencillo; usa una calculadora (en el modo correcto, grados o radianes).',
  'There is no {0} term, so get {1} on its own.': 'No hay término en {0}, así que deja {1} solo.',
  'This is Pythagoras on the coordinate grid: {0}.': 'Es Pitágoras en el plano de coordenadas: {0}.',
  'This is a standard form (from a table of integrals); the algebra library gives the antiderivative, checked by differentiating it.':
    'Es una forma estándar (de una tabla de integrales); la biblioteca de álgebra da la primitiva, comprobada derivándola.',
  'This one is too hard to solve on this device.':
    'Este es demasiado difícil para resolverlo en este dispositivo.',
  'Tidy up the result.': 'Ordena el resultado.',
  'To Celsius': 'A Celsius',
  'To Fahrenheit': 'A Fahrenheit',
  'To find p% of an amount, multiply by p/{0}; to undo a change, divide by the multiplier.':
    'Para hallar el p % de una cantidad, multiplica por p/{0}; para deshacer una variación, divide entre el multiplicador.',
  'To kelvin': 'A kelvin',
  'Trig derivatives': 'Derivadas trigonométricas',
  'Trig integrals': 'Integrales trigonométricas',
  'Trig value': 'Valor trigonométrico',
  'Try the primes up to {0}.': 'Prueba los primos hasta {0}.',
  'Two dice give {0} × {1} = {2} equally likely pairs; {3} of them work: {*}':
    'Dos dados dan {0} × {1} = {2} parejas igual de probables; {3} de ellas sirven: {*0}',
  'Undefined value': 'Valor no definido',
  'Use the formula for the area of a circle (the radius is half the diameter).':
    'Usa la fórmula del área de un círculo (el radio es la mitad del diámetro).',
  'Use the formula for the area of a circle from its circumference.':
    'Usa la fórmula del área de un círculo a partir de su circunferencia.',
  'Use the formula for the area of a circle.': 'Usa la fórmula del área de un círculo.',
  'Use the formula for the area of a rectangle.': 'Usa la fórmula del área de un rectángulo.',
  'Use the formula for the area of a square.': 'Usa la fórmula del área de un cuadrado.',
  'Use the formula for the area of a trapezium.': 'Usa la fórmula del área de un trapecio.',
  "Use the formula for the area of a triangle (heron's formula).":
    'Usa la fórmula del área de un triángulo (fórmula de Herón).',
  'Use the formula for the area of a triangle.': 'Usa la fórmula del área de un triángulo.',
  'Use the formula for the circumference of a circle.': 'Usa la fórmula de la longitud de la circunferencia.',
  'Use the formula for the perimeter of a rectangle.': 'Usa la fórmula del perímetro de un rectángulo.',
  'Use the formula for the perimeter of a square.': 'Usa la fórmula del perímetro de un cuadrado.',
  'Use the formula for the perimeter of a triangle.': 'Usa la fórmula del perímetro de un triángulo.',
  'Use the formula for the surface area of a cube.': 'Usa la fórmula del área de un cubo.',
  'Use the formula for the surface area of a cuboid.': 'Usa la fórmula del área de un ortoedro.',
  'Use the formula for the surface area of a cylinder.': 'Usa la fórmula del área de un cilindro.',
  'Use the formula for the surface area of a sphere.': 'Usa la fórmula del área de una esfera.',
  'Use the formula for the volume of a cone.': 'Usa la fórmula del volumen de un cono.',
  'Use the formula for the volume of a cube.': 'Usa la fórmula del volumen de un cubo.',
  'Use the formula for the volume of a cuboid.': 'Usa la fórmula del volumen de un ortoedro.',
  'Use the formula for the volume of a cylinder.': 'Usa la fórmula del volumen de un cilindro.',
  'Use the formula for the volume of a sphere.': 'Usa la fórmula del volumen de una esfera.',
  'Use {0} with the point {1} to find the intercept {2}.':
    'Usa {0} con el punto {1} para hallar la ordenada en el origen {2}.',
  'Use {0}, the limit that defines {1}; here the result is raised to the power {2}.':
    'Usa {0}, el límite que define {1}; aquí el resultado está elevado a la potencia {2}.',
  'Use {0}.': 'Usa {0}.',
  'Using the laws of exponents': 'Usar las leyes de los exponentes',
  'Vertical asymptote': 'Asíntota vertical',
  'Vertical line': 'Recta vertical',
  'Volume of a cone': 'Volumen de un cono',
  'Volume of a cube': 'Volumen de un cubo',
  'Volume of a cuboid': 'Volumen de un ortoedro',
  'Volume of a cylinder': 'Volumen de un cilindro',
  'Volume of a sphere': 'Volumen de una esfera',
  'We want the value of {0}.': 'Queremos el valor de {0}.',
  'With {0} (so {1}), use the power rule on {2}, then divide by {3}.':
    'Con {0} (así que {1}), usa la regla de la potencia en {2} y luego divide entre {3}.',
  'With {0} (so {1}), {2}, then divide by {3}.': 'Con {0} (así que {1}), {2}, y luego divide entre {3}.',
  'With {0} and {1}: {2}, where {3} and {4}.': 'Con {0} y {1}: {2}, donde {3} y {4}.',
  'With {0} values in order, average the two middle values.':
    'Con {0} valores ordenados, haz la media de los dos valores centrales.',
  'With {0} values in order, the median is value number {1}.':
    'Con {0} valores ordenados, la mediana es el valor número {1}.',
  'With {0}, {1}, {2}: {3}. It is negative, so there are no real roots; the roots are complex.':
    'Con {0}, {1}, {2}: {3}. Es negativo, así que no hay raíces reales; las raíces son complejas.',
  'With {0}, {1}, {2}: {3}. It is positive, so there are two real roots.':
    'Con {0}, {1}, {2}: {3}. Es positivo, así que hay dos raíces reales.',
  'Work brackets first, then powers, then × and ÷, then + and − (left to right).':
    'Primero los paréntesis, luego las potencias, luego × y ÷, luego + y − (de izquierda a derecha).',
  'Work it out.': 'Calcúlalo.',
  'Work out the bracket.': 'Calcula el paréntesis.',
  'Work out the logs of numbers that are whole powers of the base.':
    'Calcula los logaritmos de los números que son potencias enteras de la base.',
  'Work out the power.': 'Calcula la potencia.',
  'Work out the powers next.': 'Después calcula las potencias.',
  'Work out the root.': 'Calcula la raíz.',
  'Work out the {0} and the {1} root.': 'Calcula la raíz {0} y la raíz {1}.',
  'Work out {0} (no {1} needed for a definite integral).':
    'Calcula {0} (no hace falta {1} en una integral definida).',
  'Working out a calculation': 'Hacer un cálculo',
  'Working out a power': 'Calcular una potencia',
  'Working with fractions': 'Operar con fracciones',
  'Write as powers': 'Escribe como potencias',
  'Write each number as a product of primes.': 'Escribe cada número como producto de primos.',
  'Write the calculation': 'Escribe el cálculo',
  'Write the conversion factor as a fraction equal to {0} so the units cancel.':
    'Escribe el factor de conversión como una fracción igual a {0} para que las unidades se cancelen.',
  'Write the equation': 'Escribe la ecuación',
  'Write the equations': 'Escribe las ecuaciones',
  'Write the expression': 'Escribe la expresión',
  'Write the fraction': 'Escribe la fracción',
  'Write the inequality': 'Escribe la inecuación',
  'Write the logarithm': 'Escribe el logaritmo',
  'Write the matrix': 'Escribe la matriz',
  'Write the mixed number': 'Escribe el número mixto',
  'Write {0} as a power of {1}; equal powers of the same base have equal exponents.':
    'Escribe {0} como potencia de {1}; potencias iguales de la misma base tienen exponentes iguales.',
  'Write {0} as {1}: bring the power down, lower it by one, and multiply by the derivative of the bracket, {2}.':
    'Escribe {0} como {1}: baja la potencia, réstale uno y multiplica por la derivada del paréntesis, {2}.',
  'Write {0}% as a fraction of {1}.': 'Escribe {0} % como fracción de {1}.',
  'Writing a decimal as a fraction': 'Escribir un decimal como fracción',
  'Writing a fraction as a decimal': 'Escribir una fracción como decimal',
  'Writing a mixed number as an improper fraction': 'Escribir un número mixto como fracción impropia',
  'Writing a number as a percentage': 'Escribir un número como porcentaje',
  'Writing a number in ordinary form': 'Escribir un número en forma ordinaria',
  'Writing a number in scientific notation': 'Escribir un número en notación científica',
  'Writing a percentage as a fraction': 'Escribir un porcentaje como fracción',
  'Writing an improper fraction as a mixed number': 'Escribir una fracción impropia como número mixto',
  'Writing one number as a percentage of another': 'Escribir un número como porcentaje de otro',
  'Zero product rule': 'Regla del producto nulo',
  'x-intercept': 'Corte con el eje x',
  '{0} and {1}.': '{0} y {1}.',
  '{0} is not between {1} and {2}: write it as {3} × {4} and adjust the power.':
    '{0} no está entre {1} y {2}: escríbelo como {3} × {4} y ajusta la potencia.',
  '{0} is the largest perfect cube that divides {1}.': '{0} es el mayor cubo perfecto que divide a {1}.',
  '{0} is the largest perfect square that divides {1}.':
    '{0} es el mayor cuadrado perfecto que divide a {1}.',
  '{0} is undefined here because it divides by {1} (or {2}).':
    '{0} no está definido aquí porque divide entre {1} (o {2}).',
  '{0} means {1} or {2}.': '{0} significa {1} o {2}.',
  '{0} means {1}.': '{0} significa {1}.',
  '{0} means {1}: which power of {2} gives {3}?': '{0} significa {1}: ¿qué potencia de {2} da {3}?',
  '{0} tosses give {1} equally likely sequences; at least {2} head happen in {3} of them (all but the {4} with no heads).':
    '{0} lanzamientos dan {1} secuencias igual de probables; al menos {2} cara sale en {3} de ellas (todas menos la {4} sin caras).',
  '{0} tosses give {1} equally likely sequences; exactly {2} heads happen in {3} of them.':
    '{0} lanzamientos dan {1} secuencias igual de probables; exactamente {2} caras salen en {3} de ellas.',
  '{0} tosses give {1} equally likely sequences; exactly {2} heads happens in {3} of them.':
    '{0} lanzamientos dan {1} secuencias igual de probables; exactamente {2} caras salen en {3} de ellas.',
  '{0} {*} is {1} {*}.': '{0} {*0} son {1} {*1}.',
  '{0}, so the logarithm is {1}.': '{0}, así que el logaritmo es {1}.',
  '{0}, where {1}.': '{0}, donde {1}.',
  '{0}, {1} and {2}.': '{0}, {1} y {2}.',
  '{0}, {1}, {2}.': '{0}, {1}, {2}.',
  '{0}.': '{0}.',
  '{0}° is a special angle: read the exact value from the {1}°-{2}°-{3}° or {4}°-{5}°-{6}° triangle.':
    '{0}° es un ángulo notable: lee el valor exacto en el triángulo de {1}°-{2}°-{3}° o de {4}°-{5}°-{6}°.',
  '{0}×{1} determinant': 'Determinante {0}×{1}',
};
