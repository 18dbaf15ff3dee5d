import { statesOf } from '../../shared/options/countries.ts';
import type { Rng } from './random.ts';

/** Where members who live outside their family's country of origin settle; Canada leads (the site is Toronto-based). */
export const DIASPORA: readonly (readonly [country: string, weight: number])[] = [
  ['Canada', 50],
  ['United States', 22],
  ['United Kingdom', 18],
  ['Australia', 6],
  ['Germany', 4],
  ['France', 4],
  ['United Arab Emirates', 3],
  ['Saudi Arabia', 2],
  ['Qatar', 1],
];

// Muslim communities cluster in a few provinces and cities; uniform picks would put half of Canada in Nunavut.
// prettier-ignore
const POPULAR_STATES: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  Canada: [['Ontario', 45], ['Quebec', 15], ['Alberta', 14], ['British Columbia', 13], ['Manitoba', 4], ['Nova Scotia', 3], ['Saskatchewan', 3], ['New Brunswick', 1], ['Newfoundland and Labrador', 1], ['Prince Edward Island', 1]],
  'United States': [['New York', 14], ['New Jersey', 9], ['Texas', 12], ['California', 14], ['Illinois', 9], ['Michigan', 8], ['Virginia', 7], ['Minnesota', 6], ['Florida', 6], ['Georgia', 5], ['Pennsylvania', 5], ['Ohio', 4], ['Maryland', 4]],
  'United Kingdom': [['London', 40], ['West Midlands', 15], ['North West', 12], ['Yorkshire and the Humber', 10], ['East of England', 5], ['South East', 6], ['East Midlands', 5], ['Scotland', 4], ['Wales', 2], ['North East', 2]],
  Pakistan: [['Punjab', 45], ['Sindh', 30], ['Islamabad Capital Territory', 12], ['Khyber Pakhtunkhwa', 10], ['Balochistan', 3]],
  India: [['Uttar Pradesh', 18], ['Maharashtra', 15], ['Telangana', 12], ['Kerala', 12], ['Delhi', 10], ['West Bengal', 8], ['Bihar', 7], ['Karnataka', 8], ['Gujarat', 5], ['Jammu and Kashmir', 5]],
  Australia: [['New South Wales', 50], ['Victoria', 35], ['Queensland', 8], ['Western Australia', 7]],
};

export function pickState(country: string, rng: Rng): string | null {
  const popular = POPULAR_STATES[country];
  if (popular) return rng.weighted(popular);
  const states = statesOf(country);
  return states.length > 0 ? rng.pick(states) : null;
}

// prettier-ignore
export const DEMONYMS: Readonly<Record<string, string>> = {
  Afghanistan: 'Afghan', Algeria: 'Algerian', Australia: 'Australian', Bahrain: 'Bahraini', Bangladesh: 'Bangladeshi',
  Canada: 'Canadian', Egypt: 'Egyptian', France: 'French', Germany: 'German', India: 'Indian', Indonesia: 'Indonesian',
  Iran: 'Iranian', Iraq: 'Iraqi', Jordan: 'Jordanian', Kuwait: 'Kuwaiti', Lebanon: 'Lebanese', Malaysia: 'Malaysian',
  Morocco: 'Moroccan', Nigeria: 'Nigerian', Oman: 'Omani', Pakistan: 'Pakistani', Qatar: 'Qatari', 'Saudi Arabia': 'Saudi',
  Somalia: 'Somali', 'South Africa': 'South African', Sudan: 'Sudanese', Syria: 'Syrian', Tunisia: 'Tunisian',
  Turkey: 'Turkish', 'United Arab Emirates': 'Emirati', 'United Kingdom': 'British', 'United States': 'American',
};

/** Languages a family from this country usually speaks at home. */
// prettier-ignore
const HOME_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  Afghanistan: ['Pashto', 'Dari'], Algeria: ['Arabic', 'French'], Bangladesh: ['Bengali'], France: ['French'],
  Germany: ['German'], India: ['Urdu', 'Hindi'], Indonesia: ['Indonesian'], Iran: ['Persian'], Iraq: ['Arabic', 'Kurdish'],
  Lebanon: ['Arabic', 'French'], Malaysia: ['Malay'], Morocco: ['Arabic', 'French'], Nigeria: ['Hausa', 'Yoruba'],
  Pakistan: ['Urdu', 'Punjabi'], Somalia: ['Somali', 'Arabic'], 'South Africa': ['English', 'Afrikaans'], Tunisia: ['Arabic', 'French'],
  Turkey: ['Turkish'],
};

export function homeLanguages(country: string): readonly string[] {
  if (['Canada', 'United States', 'United Kingdom', 'Australia'].includes(country)) return [];
  return HOME_LANGUAGES[country] ?? ['Arabic'];
}

// prettier-ignore
const CALLING_CODES: Readonly<Record<string, string>> = {
  Afghanistan: '93', Algeria: '213', Bahrain: '973', Bangladesh: '880', Egypt: '20', France: '33', Germany: '49',
  India: '91', Indonesia: '62', Iran: '98', Iraq: '964', Jordan: '962', Kuwait: '965', Lebanon: '961', Malaysia: '60',
  Morocco: '212', Nigeria: '234', Oman: '968', Pakistan: '92', Qatar: '974', 'Saudi Arabia': '966', Somalia: '252',
  'South Africa': '27', Sudan: '249', Syria: '963', Tunisia: '216', Turkey: '90', 'United Arab Emirates': '971',
};

// prettier-ignore
const CANADA_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  Ontario: ['416', '647', '905', '613', '519'], Quebec: ['514', '438', '418'], Alberta: ['403', '587', '780'],
  'British Columbia': ['604', '778', '250'], Manitoba: ['204'], 'Nova Scotia': ['902'], Saskatchewan: ['306'],
};
const US_AREA_CODES = [
  '212',
  '718',
  '201',
  '713',
  '214',
  '415',
  '312',
  '313',
  '703',
  '612',
  '305',
  '404',
  '215',
  '614',
];
// Australia's regulator reserves these mobile numbers for fiction.
const AU_FICTIONAL = ['570 006', '570 156', '570 157', '570 158', '570 159', '570 110', '570 313', '570 737'];

/** A phone number that cannot ring anyone: 555-01xx in North America, Ofcom's drama range in the UK, etc. */
export function fakePhone(country: string, state: string | null, rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (country === 'Canada')
    return `+1 ${rng.pick(CANADA_AREA_CODES[state ?? ''] ?? ['416'])} 555 01${digits(2)}`;
  if (country === 'United States') return `+1 ${rng.pick(US_AREA_CODES)} 555 01${digits(2)}`;
  if (country === 'United Kingdom') return `+44 7700 900${digits(3)}`;
  if (country === 'Australia') return `+61 491 ${rng.pick(AU_FICTIONAL)}`;
  return `+${CALLING_CODES[country] ?? '1'} 555 ${digits(3)} ${digits(4)}`;
}

/** "United States" reads as "the United States" inside a sentence. */
export function countryInProse(country: string): string {
  return country.startsWith('United ') ? `the ${country}` : country;
}

/** Cities members name in their bios, for the states most of them live in; elsewhere the state is enough. */
// prettier-ignore
const CITIES: Readonly<Record<string, readonly string[]>> = {
  Ontario: ['Toronto', 'Mississauga', 'Ottawa', 'Hamilton', 'Brampton', 'Markham', 'London, Ontario', 'Waterloo', 'Windsor', 'Milton'],
  Quebec: ['Montreal', 'Laval', 'Quebec City', 'Gatineau'], Alberta: ['Calgary', 'Edmonton'],
  'British Columbia': ['Vancouver', 'Surrey', 'Burnaby', 'Richmond'], Manitoba: ['Winnipeg'],
  London: ['east London', 'Wembley', 'Tower Hamlets', 'Croydon', 'Ilford'], 'West Midlands': ['Birmingham', 'Coventry', 'Wolverhampton'],
  'North West': ['Manchester', 'Bolton', 'Blackburn', 'Preston'], 'Yorkshire and the Humber': ['Bradford', 'Leeds', 'Sheffield'],
  'New York': ['Brooklyn', 'Queens', 'Buffalo'], 'New Jersey': ['Paterson', 'Jersey City'], Texas: ['Houston', 'Dallas', 'Austin'],
  California: ['Los Angeles', 'Anaheim', 'San Jose', 'Sacramento'], Illinois: ['Chicago', 'Bridgeview'], Michigan: ['Dearborn', 'Detroit'],
  Punjab: ['Lahore', 'Faisalabad', 'Rawalpindi', 'Multan'], Sindh: ['Karachi', 'Hyderabad'],
  'New South Wales': ['Sydney', 'Lakemba', 'Parramatta'], Victoria: ['Melbourne', 'Coburg'],
};

/** Where a member says they live: a city when the demo knows some in their state, else the state or country. */
export function homePlace(country: string, state: string | null, rng: Rng): string {
  const cities = state ? CITIES[state] : undefined;
  return cities ? rng.pick(cities) : (state ?? country);
}
