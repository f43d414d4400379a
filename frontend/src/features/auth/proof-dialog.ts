import { lazy } from 'react';

// The "Confirm It's You" dialog (components/ProofDialog.tsx, antd), loaded with the screen that
// shows it: the public pages that import this feature's index never download it.
export const ProofDialog = lazy(() => import('./components/ProofDialog').then((m) => ({ default: m.ProofDialog })));
