import { DiagnosticsPanel } from '../features/diagnostics/DiagnosticsPanel.tsx';

export default function TestSupabaseScreen() {
  return <DiagnosticsPanel />;
}
