// The map's cluster index, off the page's main thread: building it (about 2,300 schools over 19 zoom levels, code
// run for the first time) took 40–60 ms of the main thread while the map page loaded, one long task on a phone.
// Requests are answered in the order they come, so a view asked for after new points is a view of those points.
import { answer, type ClusterRequest } from './cluster-answers.ts';

self.onmessage = ({ data }: MessageEvent<ClusterRequest>) => {
  const reply = answer(data);
  if (reply) self.postMessage(reply);
};
