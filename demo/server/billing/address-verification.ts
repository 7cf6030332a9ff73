// The address-verification stand-in (spec 3 "Address verification result": Valid=0, Invalid=1,
// Unknown=2). Like a postal verification service it standardises the address (USPS street
// suffixes and directions, capitalisation, state code, 5-digit ZIP) and checks that the ZIP
// belongs to the state. An address already in standard form is Valid; one that only needed
// standardising is Unknown with the standardised suggestion; one that cannot exist is Invalid.
import type { AddressVerification, PostalAddress } from '../../../src/contracts/billing.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import { billingText } from './text.js';

/** Spec 3: the verification result codes. */
export const ADDRESS_RESULT = { Valid: 0, Invalid: 1, Unknown: 2 } as const;

/** Shown when an address cannot exist. */
export function invalidAddressMessage(locale: Locale): string {
  return billingText.t(locale)('address.invalid');
}

// USPS national ZIP areas: the first digit of a ZIP code and the states it serves.
const ZIP_AREAS: Record<string, string[]> = {
  '0': ['CT', 'MA', 'ME', 'NH', 'NJ', 'PR', 'RI', 'VT', 'VI', 'AE'],
  '1': ['DE', 'NY', 'PA'],
  '2': ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  '3': ['AL', 'FL', 'GA', 'MS', 'TN', 'AA'],
  '4': ['IN', 'KY', 'MI', 'OH'],
  '5': ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  '6': ['IL', 'KS', 'MO', 'NE'],
  '7': ['AR', 'LA', 'OK', 'TX'],
  '8': ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  '9': ['AK', 'CA', 'HI', 'OR', 'WA', 'AP', 'GU'],
};

const STATE_NAMES: Record<string, string> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  'NEW HAMPSHIRE': 'NH',
  'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM',
  'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC',
  'NORTH DAKOTA': 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI',
  'SOUTH CAROLINA': 'SC',
  'SOUTH DAKOTA': 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  'WEST VIRGINIA': 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
  'DISTRICT OF COLUMBIA': 'DC',
};

// USPS Publication 28 suffixes and directions we standardise (the common ones).
const SUFFIXES: Record<string, string> = {
  STREET: 'St',
  STR: 'St',
  ST: 'St',
  AVENUE: 'Ave',
  AV: 'Ave',
  AVE: 'Ave',
  DRIVE: 'Dr',
  DRV: 'Dr',
  DR: 'Dr',
  ROAD: 'Rd',
  RD: 'Rd',
  LANE: 'Ln',
  LN: 'Ln',
  BOULEVARD: 'Blvd',
  BLVD: 'Blvd',
  COURT: 'Ct',
  CT: 'Ct',
  CIRCLE: 'Cir',
  CIR: 'Cir',
  PLACE: 'Pl',
  PL: 'Pl',
  TERRACE: 'Ter',
  TER: 'Ter',
  PARKWAY: 'Pkwy',
  PKWY: 'Pkwy',
  HIGHWAY: 'Hwy',
  HWY: 'Hwy',
  WAY: 'Way',
  LOOP: 'Loop',
  TRAIL: 'Trl',
  TRL: 'Trl',
};
const DIRECTIONS: Record<string, string> = {
  NORTH: 'N',
  N: 'N',
  SOUTH: 'S',
  S: 'S',
  EAST: 'E',
  E: 'E',
  WEST: 'W',
  W: 'W',
  NORTHEAST: 'NE',
  NE: 'NE',
  NORTHWEST: 'NW',
  NW: 'NW',
  SOUTHEAST: 'SE',
  SE: 'SE',
  SOUTHWEST: 'SW',
  SW: 'SW',
};
const UNITS: Record<string, string> = {
  APARTMENT: 'Apt',
  APT: 'Apt',
  SUITE: 'Ste',
  STE: 'Ste',
  UNIT: 'Unit',
};

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

function titleCase(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'])([a-z])/g, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** The street in USPS form: "12 elm street" -> "12 Elm St". */
export function standardStreet(street: string): string {
  const words = squash(street).replace(/[.,]/g, '').split(' ');
  return words
    .map((word, index) => {
      const upper = word.toUpperCase();
      if (index === 0) return upper; // house number, e.g. 12 or 12B
      if (index === words.length - 1 && SUFFIXES[upper]) return SUFFIXES[upper];
      if (DIRECTIONS[upper] && (index === 1 || index === words.length - 1))
        return DIRECTIONS[upper];
      if (UNITS[upper]) return UNITS[upper];
      if (/^\d+(st|nd|rd|th)$/i.test(word)) return word.toLowerCase();
      return titleCase(word);
    })
    .join(' ');
}

/** The two-letter state code of a code or a state name, or null. */
export function stateCode(state: string): string | null {
  const upper = squash(state).toUpperCase().replace(/\./g, '');
  if (Object.values(ZIP_AREAS).some((states) => states.includes(upper))) return upper;
  return STATE_NAMES[upper] ?? null;
}

/** Verifies an address (trimmed fields; all four required by the caller); words in `locale`. */
export function verifyAddress(input: PostalAddress, locale: Locale = 'en'): AddressVerification {
  const invalid = {
    result: 1,
    resultName: 'Invalid',
    message: invalidAddressMessage(locale),
  } as const;
  const state = stateCode(input.state);
  const zip = squash(input.zip);
  const zipMatch = /^(\d{5})(?:-?(\d{4}))?$/.exec(zip);
  if (!state || !zipMatch || !/^\d+[A-Za-z]?\s+\S/.test(squash(input.street))) return invalid;
  const [, zip5 = '', plus4] = zipMatch;
  if (!ZIP_AREAS[zip5.charAt(0)]?.includes(state) || zip5 === '00000') return invalid;
  if (!/[A-Za-z]/.test(input.city)) return invalid;
  const standard: PostalAddress = {
    street: standardStreet(input.street),
    city: squash(input.city).split(' ').map(titleCase).join(' '),
    state,
    zip: plus4 ? `${zip5}-${plus4}` : zip5,
  };
  const same =
    standard.street === input.street &&
    standard.city === input.city &&
    standard.state === input.state &&
    standard.zip === input.zip;
  return same
    ? { result: 0, resultName: 'Valid', address: standard }
    : {
        result: 2,
        resultName: 'Unknown',
        // Shown with the suggestion.
        message: billingText.t(locale)('address.unknown'),
        suggestion: standard,
      };
}
