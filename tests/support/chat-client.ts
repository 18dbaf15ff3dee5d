import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { TMessage } from '../../src/shared/connections/connection-contract.ts';

export type Via = 'socket' | 'catchup';
export type Receipt = { socket: number; catchup: number; applied: number };
export type Acked = { id: string; clientId: string; chatId: string; from: string; status: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A member's chat client as the protocol asks one to behave: it keeps a cursor (the last message of
 * the chat it has applied), reconnects after any drop and then catches up with GET ?after=<cursor>.
 * While a catch-up runs it holds the socket's message.created frames; afterwards it applies the held
 * ones the catch-up did not already return (they were published between the socket opening and the
 * read). Every frame and every catch-up row is counted per message id, so a test can prove that
 * nothing arrived twice on either path and that each message was applied exactly once.
 */
export class ChatClient {
  readonly receipts = new Map<string, Receipt>();
  readonly applied: string[] = [];
  overlaps = 0;
  reconnects = 0;
  private ws: WebSocket | undefined;
  private generation = 0;
  private held: TMessage[] | null = null;
  /** Deliveries of an already-applied id, dropped by apply(). */
  duplicatesDropped = 0;
  private stopped = false;
  private catching: Promise<void> = Promise.resolve();
  private failures = 0;

  constructor(
    readonly member: { id: string; cookie: string },
    readonly chatId: string,
    private cursor: string,
    private readonly target: { http: () => string; ws: () => string; origin: string },
  ) {}

  get settled(): boolean {
    return this.ws?.readyState === WebSocket.OPEN && this.held === null;
  }

  connect(): void {
    const gen = ++this.generation;
    const ws = new WebSocket(this.target.ws(), {
      headers: { cookie: this.member.cookie, origin: this.target.origin },
    });
    this.ws = ws;
    ws.on('open', () => {
      if (gen !== this.generation) return;
      this.failures = 0;
      this.held = [];
      void this.catchUp(gen);
    });
    ws.on('message', (data) => {
      if (gen !== this.generation) return;
      const frame = JSON.parse(String(data)) as {
        type: string;
        connection_id?: string;
        message?: TMessage;
      };
      if (frame.type === 'resync') {
        void this.catchUp(gen);
        return;
      }
      if (frame.type !== 'message.created' || frame.connection_id !== this.chatId || !frame.message) return;
      this.count(frame.message, 'socket');
      if (this.held) this.held.push(frame.message);
      else this.apply(frame.message);
    });
    ws.on('error', () => undefined); // 'close' follows
    ws.on('close', () => {
      if (gen !== this.generation) return;
      this.ws = undefined;
      this.held = null;
      if (this.stopped) return;
      this.reconnects += 1;
      // Backoff with jitter: quick after a blip, gentle while the server is away.
      const delay = Math.min(2000, 100 * 2 ** this.failures) * (0.5 + Math.random());
      this.failures += 1;
      setTimeout(() => this.connect(), delay);
    });
  }

  /** Cuts the socket without a closing handshake, as a lost network would. */
  drop(): void {
    this.ws?.terminate();
  }

  /** One more catch-up through the same hand-off, for the final comparison. */
  async resync(): Promise<void> {
    await this.catchUp(this.generation);
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  private count(message: TMessage, via: Via) {
    const receipt = this.receipts.get(message.id) ?? { socket: 0, catchup: 0, applied: 0 };
    receipt[via] += 1;
    this.receipts.set(message.id, receipt);
  }

  /**
   * Like the web client (src/web/entities/conversation/message-cache.ts), applying is idempotent by message id:
   * delivery is at least once (socket + catch-up can overlap around a reconnect), application exactly once.
   */
  private apply(message: TMessage) {
    const receipt = this.receipts.get(message.id)!;
    if (receipt.applied > 0) {
      this.duplicatesDropped += 1;
      return;
    }
    receipt.applied += 1;
    this.applied.push(message.id);
    this.cursor = message.id;
  }

  /** Catch-ups run one at a time; each holds live frames from its start to its end. */
  private catchUp(gen: number): Promise<void> {
    this.catching = this.catching.then(() => this.runCatchUp(gen));
    return this.catching;
  }

  private async runCatchUp(gen: number): Promise<void> {
    if (gen !== this.generation) return;
    this.held ??= [];
    const returned = new Set<string>();
    for (;;) {
      let page: { messages: TMessage[]; has_more: boolean };
      try {
        const response = await fetch(
          `${this.target.http()}/api/connections/${this.chatId}/messages?after=${this.cursor}`,
          { headers: { cookie: this.member.cookie }, signal: AbortSignal.timeout(10_000) },
        );
        if (response.status !== 200) throw new Error(`catch-up answered ${response.status}`);
        page = (await response.json()) as typeof page;
      } catch {
        // The server is away: drop this socket; the reconnect catches up again from the same cursor.
        if (gen === this.generation) this.ws?.terminate();
        return;
      }
      // A newer socket took over while this read was in flight: it reads again from the cursor.
      if (gen !== this.generation) return;
      for (const message of page.messages) {
        this.count(message, 'catchup');
        returned.add(message.id);
        this.apply(message);
      }
      if (!page.has_more) break;
    }
    const held = this.held ?? [];
    this.held = null;
    for (const message of held) {
      if (returned.has(message.id)) this.overlaps += 1;
      else this.apply(message);
    }
  }
}

/** Sends `count` messages one after another, retrying each with the same client_id until acknowledged. */
export async function sendMessages(
  member: { id: string; cookie: string },
  chatId: string,
  count: number,
  target: { http: () => string; origin: string },
  pace: () => number,
  onAck: (acked: Acked) => void,
): Promise<{ retries: number }> {
  let retries = 0;
  for (let i = 0; i < count; i++) {
    await sleep(pace());
    const clientId = randomUUID();
    const content =
      i % 10 === 3 ? `${i} ${'سلام '.repeat(399)}` : `message ${i} from ${member.id.slice(0, 6)}`;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) {
        retries += 1;
        await sleep(Math.min(2000, 100 * 2 ** (attempt - 1)) * (0.5 + Math.random()));
      }
      try {
        const response = await fetch(`${target.http()}/api/connections/${chatId}/messages`, {
          method: 'POST',
          headers: { cookie: member.cookie, origin: target.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ content, client_id: clientId }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 201 || response.status === 200) {
          const message = (await response.json()) as TMessage;
          onAck({ id: message.id, clientId, chatId, from: member.id, status: response.status });
          break;
        }
        if (response.status < 500)
          throw new Error(`send refused: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('send refused')) throw error;
      }
    }
  }
  return { retries };
}
