// The client's country on a contract, and the VAT regime it puts an invoice under. Pure and shared by
// the server and the staff console. Names are not kept here: Intl.DisplayNames gives them in English and
// Hungarian (the PDFs and the contract dialog).

/** ISO 3166-1 alpha-2, every officially assigned code (249). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP ' +
  'MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN ' +
  'TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The company's own country: a client here is invoiced with Hungarian VAT. */
export const HOME_COUNTRY = 'HU';

/** The 27 member states of the European Union (2026). */
const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

export const isCountryCode = (code: string): boolean => COUNTRY_CODES.includes(code);

export const VAT_REGIMES = ['domestic', 'reverse_charge', 'outside_scope'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/**
 * The VAT regime of a service invoiced to a business client in `country` (the place of supply is the
 * client's seat, VAT Act § 37): Hungary → Hungarian VAT; another EU state → reverse charge, the client
 * accounts for the VAT (Directive 2006/112/EC, Article 196); outside the EU → not subject to Hungarian VAT.
 */
export function vatRegimeFor(country: string): VatRegime {
  if (country === HOME_COUNTRY) return 'domestic';
  return EU_COUNTRIES.has(country) ? 'reverse_charge' : 'outside_scope';
}

/** Whether a contract with a client in `country` needs the client's EU VAT number. */
export const needsVatNumber = (country: string): boolean => vatRegimeFor(country) === 'reverse_charge';

/** The VAT number's prefix of a member state: its ISO code, except Greece (EL). */
const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);

/** A VAT number as typed, without spaces, dots or dashes, in capitals. */
export const normalizeVatNumber = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

/** Loose check: the member state's prefix and 2–13 letters or digits (each state's own pattern is not checked). */
export function isVatNumberOf(country: string, vatNumber: string): boolean {
  const v = normalizeVatNumber(vatNumber);
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(v) && v.startsWith(vatPrefixOf(country));
}
