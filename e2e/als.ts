// What the stand-in for the Address Lookup Service answers (see global-setup.ts): the recorded answers of
// src/server/places/fixtures/ by query, and two words that make it fail.
export const ALS_FIXTURES = {
  沙田正街: 'als-sha-tin-centre-street',
  九龍塘達之路80號: 'als-tat-chee-avenue',
  沙田第一城: 'als-city-one-shatin',
};

/** A query holding this word gets its connection dropped, as when the network is down. */
export const ALS_UNREACHABLE = '測試失敗';
/** A query holding this word is never answered: the server gives up after its time limit (3 s). */
export const ALS_NO_ANSWER = '測試逾時';
