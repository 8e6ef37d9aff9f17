// Why an address lookup could not be answered: a short reason for the user, the cause for the log.

export type UnavailableReason = 'off' | 'busy' | 'timeout' | 'unreachable' | 'error-status' | 'unreadable';

const MESSAGES: Record<UnavailableReason, string> = {
  off: 'it is turned off on this server',
  busy: 'too many lookups at the moment, try again shortly',
  timeout: 'the lookup service did not answer in time',
  unreachable: 'the lookup service could not be reached',
  'error-status': 'the lookup service answered with an error',
  unreadable: 'the lookup service gave an answer that could not be read',
};

export class AddressLookupUnavailable extends Error {
  readonly reason: UnavailableReason;

  constructor(reason: UnavailableReason, options?: { cause?: unknown }) {
    super(`Address lookup is unavailable: ${MESSAGES[reason]}`, options);
    this.name = 'AddressLookupUnavailable';
    this.reason = reason;
  }
}
