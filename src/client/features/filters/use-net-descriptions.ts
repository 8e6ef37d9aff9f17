// The areas and EDB page of each P1 school net (GET /api/nets), to describe the net choices; loaded only
// where offered.
import { useQuery } from '@tanstack/react-query';
import type { P1Net } from '../../../shared/place-schemas.ts';
import { netsQuery } from '../../lib/queries.ts';

export function useNetDescriptions(enabled: boolean) {
  const nets = useQuery({ ...netsQuery(), enabled });
  const find = (net: string): P1Net | undefined => nets.data?.nets.find((n) => n.net === net);
  return {
    /** `34` → '何文田、九龍塘、…' (the first areas), or undefined while loading or when the net is unknown. Chinese
     * pages only: the areas have Chinese names only, so an English page names them once a net is chosen (DataText). */
    describe: (net: string) => {
      const areas = find(net)?.areas;
      if (!areas?.length) return undefined;
      return areas.length > 4 ? `${areas.slice(0, 4).join('、')}等` : areas.join('、');
    },
    find,
  };
}
