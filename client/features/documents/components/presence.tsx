import type { Peer } from '@/features/documents/hooks/use-collaboration';

/** Who else has the document open: a coloured initial each, their name on hover and for screen readers. */
export function Presence({ peers }: { peers: Peer[] }) {
  if (peers.length === 0) return null;
  return (
    <ul aria-label="Also editing" className="flex shrink-0 items-center -space-x-1.5">
      {peers.slice(0, 5).map((peer) => (
        <li
          key={peer.clientId}
          title={peer.name}
          aria-label={peer.name}
          className="flex size-6 items-center justify-center rounded-full border-2 border-background text-[0.7rem] font-semibold text-white uppercase"
          style={{ backgroundColor: peer.color }}
        >
          {peer.name.slice(0, 1)}
        </li>
      ))}
      {peers.length > 5 && <li className="pl-2 text-xs text-muted-foreground">+{peers.length - 5}</li>}
    </ul>
  );
}
