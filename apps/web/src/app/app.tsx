import { RouterProvider } from 'react-router';
import { RecordSlotsContext } from '../lib/record-slots.ts';
import { Providers } from './providers.tsx';
import { recordSlots } from './record-slots.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <Providers>
      <RecordSlotsContext.Provider value={recordSlots}>
        <RouterProvider router={router} />
      </RecordSlotsContext.Provider>
    </Providers>
  );
}
