import { useEffect, useState } from 'react';
import { authStrings } from '../../lib/strings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { verdictOf } from './diagnostics.ts';
import { type DiagnosticsRun, runDiagnostics } from './runDiagnostics.ts';

const s = authStrings.diagnostics;

/** /test-supabase: runs the checks on load and shows the result as JSON (SPEC §2, §7). */
export function DiagnosticsPanel() {
  const [round, setRound] = useState(0);
  // A new key remounts the runner: 'Run tests again' starts from the spinner.
  return <DiagnosticsRunner key={round} onAgain={() => setRound((r) => r + 1)} />;
}

function DiagnosticsRunner({ onAgain }: { onAgain: () => void }) {
  const [run, setRun] = useState<DiagnosticsRun | null>(null);

  useEffect(() => {
    let active = true;
    void runDiagnostics().then((result) => active && setRun(result));
    return () => {
      active = false;
    };
  }, []);

  if (!run) return <Spinner label={s.running} />;
  const verdict = verdictOf(run.result, run.unexpected);
  return (
    <div className="diagnostics">
      <p className="diagnostics__intro">{s.intro}</p>
      {verdict === 'passed' ? (
        <Alert tone="success">{s.passed}</Alert>
      ) : (
        <Alert tone="error">{verdict === 'issues' ? s.issues : s.unexpected}</Alert>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="diagnostics__json" tabIndex={0} aria-label={s.resultsLabel}>
        <pre>{JSON.stringify(run.result, null, 2)}</pre>
      </section>
      <Button variant="secondary" onClick={onAgain} className="diagnostics__again">
        {s.runAgain}
      </Button>
    </div>
  );
}
