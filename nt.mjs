import nerdamer from 'nerdamer-prime';
const d = nerdamer('diff((x+1)/(x-1),x)').toString(); console.log(d);
console.log(nerdamer(`simplify(${d})`).toString());
console.log(nerdamer('diff((1+x)*(-1+x)^(-1),x)').toString());
