// `npm run solve -- "question" ["question" …]` prints each answer's Markdown;
// with `--json` a JSON array of {question, solved, markdown, answer, ms}. Same code as the app.
import { solve } from '../supabase/functions/_shared/solver/index.ts';

// `npm run solve -- … | head` closes the pipe early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const args = process.argv.slice(2);
const json = args.includes('--json');
const questions = args.filter((a) => a !== '--json');
if (questions.length === 0) {
  console.error('usage: npm run solve -- [--json] "question" ["question" …]');
  process.exit(2);
}
const rows = questions.map((question) => {
  const r = solve(question);
  return r.solved
    ? { question, solved: true, markdown: r.markdown, answer: r.answer, ms: r.ms, category: r.category }
    : { question, solved: false, markdown: r.message ?? '', answer: '', ms: r.ms, reason: r.reason };
});
if (json) console.log(JSON.stringify(rows, null, 2));
else
  for (const r of rows) {
    console.log(`> ${r.question}\n`);
    console.log(r.solved ? r.markdown : `(not solved: ${'reason' in r ? r.reason : ''}) ${r.markdown}`);
    console.log('\n---\n');
  }
