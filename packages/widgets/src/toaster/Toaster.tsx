import { $toasts, dismissToast } from '@so/stores';
import { useStore } from '@so/ui';
import { ToasterView } from './ToasterView.tsx';

export function Toaster() {
  const toasts = useStore($toasts);
  return <ToasterView toasts={toasts} onDismiss={dismissToast} />;
}
