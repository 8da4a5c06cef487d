import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { DiagnosticsPanel } from '../features/diagnostics/DiagnosticsPanel.tsx';
import { screenTitles } from '../lib/strings.ts';

export default function TestSupabaseScreen() {
  return (
    <ScreenLayout title={screenTitles.diagnostics} back="/" menu="app" width="wide">
      <DiagnosticsPanel />
    </ScreenLayout>
  );
}
