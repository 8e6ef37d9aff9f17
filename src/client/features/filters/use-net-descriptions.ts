// The areas of each P1 school net (GET /api/nets), to describe the net choices; loaded only where offered.
import { useQuery } from '@tanstack/react-query';
import { netsQuery } from '../../lib/queries.ts';

/** `34` → '何文田、九龍塘、…' (the first areas), or undefined while loading or when the net is unknown. */
export function useNetDescriptions(enabled: boolean): (net: string) => string | undefined {
  const nets = useQuery({ ...netsQuery(), enabled });
  return (net) => {
    const areas = nets.data?.nets.find((n) => n.net === net)?.areas;
    if (!areas?.length) return undefined;
    return areas.length > 4 ? `${areas.slice(0, 4).join('、')}等` : areas.join('、');
  };
}
