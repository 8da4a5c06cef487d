import { useEffect, useState } from 'react';
import { authStrings } from '../../lib/strings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useOnline } from '../connectivity/index.ts';
import { outcomeOf } from './diagnostics.ts';
import { type DiagnosticsRun, runDiagnostics } from './runDiagnostics.ts';

const s = authStrings.diagnostics;

/** /test-supabase: runs the checks on load and shows the result as JSON (SPEC §2, §7). */
export function DiagnosticsPanel() {
  const [round, setRound] = useState(0);
  const online = useOnline();
  // Offline, nothing is sent: the page says so, and runs the checks again once the network is back.
  if (!online) return <OfflineNotice />;
  // A new key remounts the runner: 'Run tests again' starts from the spinner.
  return <DiagnosticsRunner key={round} onAgain={() => setRound((r) => r + 1)} />;
}

function OfflineNotice() {
  return (
    <div className="diagnostics">
      <Alert tone="info">
        <strong>{s.offlineTitle}</strong> {s.offlineBody}
      </Alert>
    </div>
  );
}

function DiagnosticsRunner({ onAgain }: { onAgain: () => void }) {
  const [run, setRun] = useState<DiagnosticsRun | null>(null);

  useEffect(() => {
    // Leaving the page (or running again) aborts every request still in flight.
    const controller = new AbortController();
    runDiagnostics(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setRun(result);
      },
      () => undefined, // aborted: the page is gone
    );
    return () => controller.abort(new DOMException('The connection test was left', 'AbortError'));
  }, []);

  if (!run) return <Spinner label={s.running} />;
  const outcome = outcomeOf(run.result, run.unexpected, navigator.onLine);
  if (outcome === 'offline') return <OfflineNotice />;
  return (
    <div className="diagnostics">
      <p className="diagnostics__intro">{s.intro}</p>
      {outcome === 'passed' ? (
        <Alert tone="success">{s.passed}</Alert>
      ) : (
        <Alert tone="error">{outcome === 'issues' ? s.issues : s.unexpected}</Alert>
      )}
      {run.notes.length > 0 && (
        <section className="diagnostics__notes" aria-label={s.notesLabel}>
          {run.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </section>
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
