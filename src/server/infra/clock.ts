/**
 * The time the membership lifecycle reads (periods, renewals, grace, usage resets). Production uses the
 * system clock; tests and the browser journey move an adjustable one forward instead of waiting.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type AdjustableClock = Clock & { advance: (ms: number) => void; set: (at: Date) => void };

/** Starts at the system time and keeps running with it, shifted by however far it was moved. */
export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (at) => {
      offset = at.getTime() - Date.now();
    },
  };
}
