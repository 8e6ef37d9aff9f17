// The Recharts drawings (pies, gender bars) in one lazy chunk, mounted by NearViewport when they come near the screen.
import { lazy } from 'react';

const drawings = () => import('./chart-drawings.tsx');
export const SharePie = lazy(() => drawings().then((m) => ({ default: m.SharePie })));
export const GenderBars = lazy(() => drawings().then((m) => ({ default: m.GenderBars })));
