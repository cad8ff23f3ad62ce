// The progress of the loads this process is writing, kept in its memory (ADR 0016). On PGlite the one connection
// is held by a confirmed load's transaction until it commits, so a poll that reads the database waits until the
// end; the load's author, polling with the session that confirmed it, is answered from here instead.
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import type { Principal } from '../auth/identity.ts';
import type { LoadRow } from './handler.ts';
import { loadView } from './view.ts';

interface Confirmation {
  /** The load as its confirmation set it (Applying, rows done 0). */
  row: LoadRow;
  /** Who confirmed it, with the session that was checked live then. */
  userId: string;
  sessionId: string;
  since: number;
}

/** A confirmation whose write never started here (its job ran on another instance) is forgotten after this. */
const FORGOTTEN_AFTER_MS = 60 * 60 * 1000;

export class LiveLoadProgress {
  private readonly confirmations = new Map<string, Confirmation>();
  /** The loads this process's jobs are writing, and their rows written so far. */
  private readonly writing = new Map<string, number>();

  /**
   * A load was confirmed here by `p` (its session checked live by the confirm's authentication). Only a portal
   * session counts: its id is what a later poll must carry.
   */
  confirmed(row: LoadRow, p: Principal): void {
    const now = Date.now();
    for (const [id, c] of this.confirmations)
      if (!this.writing.has(id) && now - c.since > FORGOTTEN_AFTER_MS) this.confirmations.delete(id);
    if (p.source !== 'portal' || !p.sessionId) return;
    this.confirmations.set(row.id, { row, userId: p.userId, sessionId: p.sessionId, since: now });
  }

  /** This process's job starts writing the load (its confirmation may be recorded just after). */
  started(loadId: string): void {
    this.writing.set(loadId, 0);
  }

  /** Rows written so far (never backwards). */
  progress(loadId: string, rowsDone: number): void {
    const done = this.writing.get(loadId);
    if (done !== undefined) this.writing.set(loadId, Math.max(done, rowsDone));
  }

  /** The write ended here (committed or rolled back): the database answers again. */
  ended(loadId: string): void {
    this.writing.delete(loadId);
    this.confirmations.delete(loadId);
  }

  /**
   * The load as it is being written, for the session that confirmed it and only while this process writes it;
   * undefined for anyone else (another user, another session of the same user) or at any other time.
   */
  answer(loadId: string, p: Principal): BulkLoadDetail | undefined {
    const c = this.confirmations.get(loadId);
    const rowsDone = this.writing.get(loadId);
    if (!c || rowsDone === undefined) return undefined;
    if (p.source !== 'portal' || p.userId !== c.userId || p.sessionId !== c.sessionId) return undefined;
    return { ...loadView({ ...c.row, rowsDone }), errors: c.row.errors.slice(0, 500) };
  }
}

/** One per process: the loads it writes. */
export const liveLoads = new LiveLoadProgress();
