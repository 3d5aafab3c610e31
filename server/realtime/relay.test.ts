import { describe, expect, it } from 'vitest';
import { createRelays, type RelayEnvelope } from './relay';

/** Two servers whose relays travel as NOTIFY payloads would: JSON strings, checked against PostgreSQL's limit. */
function twoServers() {
  const wire: string[] = [];
  const send = async (envelope: RelayEnvelope) => {
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload, 'utf8') >= 8000) throw new Error(`payload of ${Buffer.byteLength(payload)} bytes`);
    wire.push(payload);
    return true;
  };
  const a = createRelays('a', send);
  const b = createRelays('b', send);
  const heard: unknown[] = [];
  b.onRelay('replies', (message, from) => heard.push({ message, from }));
  const deliver = (payloads = wire.splice(0)) => payloads.forEach((p) => [a, b].forEach((s) => s.receive(JSON.parse(p))));
  return { a, b, wire, heard, deliver };
}

describe('messages relayed between app servers', () => {
  it('a short message goes whole, to the other servers only', async () => {
    const { a, b, wire, heard, deliver } = twoServers();
    expect(await a.relay('replies', { text: 'hi' })).toBe(true);
    expect(wire).toHaveLength(1);
    const mine: unknown[] = [];
    b.onRelay('replies', (message) => mine.push(message));
    await b.relay('replies', { text: 'own' });
    deliver();
    expect(heard).toEqual([{ message: { text: 'hi' }, from: 'a' }]);
    expect(mine).toEqual([{ text: 'hi' }]);
  });

  it('a message past the NOTIFY limit goes in parts and arrives whole, multi-byte text included', async () => {
    const { a, wire, heard, deliver } = twoServers();
    const text = 'ünïcödé ✓ 🚀 '.repeat(2_000);
    expect(await a.relay('replies', { text })).toBe(true);
    expect(wire.length).toBeGreaterThan(3);
    deliver();
    expect(heard).toEqual([{ message: { text }, from: 'a' }]);
  });

  it('a message with a lost part is dropped, and the next one still arrives', async () => {
    const { a, wire, heard, deliver } = twoServers();
    await a.relay('replies', { text: 'x'.repeat(20_000) });
    const parts = wire.splice(0);
    await a.relay('replies', { text: 'y'.repeat(20_000) });
    deliver([parts[0] as string, ...parts.slice(2), ...wire.splice(0)]);
    expect(heard).toEqual([{ message: { text: 'y'.repeat(20_000) }, from: 'a' }]);
  });

  it('a topic nobody hears on this server is ignored', async () => {
    const { a, heard, deliver } = twoServers();
    await a.relay('other', { text: 'x'.repeat(20_000) });
    deliver();
    expect(heard).toEqual([]);
  });
});
