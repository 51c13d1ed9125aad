import type { CounterStore } from '../../security/counter-store';
import {
  FailureThrottle,
  release,
  reserveAll,
  type Reservation,
  type ReserveResult,
} from '../../security/failure-throttle';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginClient {
  ip: string;
  /** The email as typed, normalised: unknown accounts are counted too, so they look the same. */
  accountKey: string;
  /** Set when the request carries a valid device cookie for this account (device-cookie.ts). */
  deviceId: string | undefined;
}

/**
 * Failed-login limits (ASVS 2.2.1): RATE_LIMIT_LOGIN_PER_15MIN attempts per window
 *  - per client address and per account, for clients without a device cookie for that account;
 *  - per device, for a client with one. Such a client skips the address and account limits, so
 *    guesses from elsewhere cannot lock it out; its own counter bounds a stolen cookie.
 * Every attempt is reserved before the password is checked; a failure keeps its reservation, a
 * success or an attempt that was never checked (server busy) gives it back.
 */
export class LoginThrottle {
  private readonly perClient: FailureThrottle;
  private readonly perAccount: FailureThrottle;
  private readonly perDevice: FailureThrottle;

  constructor(
    private readonly store: CounterStore,
    max: number,
    windowMs = LOGIN_WINDOW_MS,
  ) {
    this.perClient = new FailureThrottle(store, 'login:ip', max, windowMs);
    this.perAccount = new FailureThrottle(store, 'login:account', max, windowMs);
    this.perDevice = new FailureThrottle(store, 'login:device', max, windowMs);
  }

  reserve(client: LoginClient): Promise<ReserveResult> {
    if (client.deviceId) return this.perDevice.reserve(client.deviceId);
    // The address first: an address over its limit never opens a counter for yet another email.
    return reserveAll(this.store, [
      [this.perClient, client.ip],
      [this.perAccount, client.accountKey],
    ]);
  }

  /** The password was not checked: the attempt does not count. */
  giveBack(reservations: Reservation[]): Promise<void> {
    return release(this.store, reservations);
  }

  /**
   * The right password. The attempt is given back, and a device's earlier failures are forgotten.
   * Earlier failures against the account are not: resetting them would hand an attacker a fresh
   * allowance every time the owner logs in.
   */
  async succeeded(client: LoginClient, reservations: Reservation[]): Promise<void> {
    await this.giveBack(reservations);
    if (client.deviceId) await this.perDevice.reset(client.deviceId);
  }
}
