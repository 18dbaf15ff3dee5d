/**
 * Countries a Muslim majority and diaspora audience lives in, each with its states, provinces or regions.
 * Where a country has too many first-level divisions to be useful in a dropdown (Turkey's 81 provinces,
 * Algeria's 58) or where divisions are disputed, its major cities stand in. Alphabetical, as shown.
 */
export type Country = { readonly name: string; readonly states: readonly string[] };

// prettier-ignore
export const COUNTRIES: readonly Country[] = [
  {
    name: 'Afghanistan',
    states: ['Badakhshan', 'Balkh', 'Bamyan', 'Ghazni', 'Helmand', 'Herat', 'Kabul', 'Kandahar', 'Kunduz', 'Nangarhar'],
  },
  {
    name: 'Algeria',
    states: ['Algiers', 'Annaba', 'Batna', 'Béjaïa', 'Biskra', 'Blida', 'Constantine', 'Ghardaïa', 'Oran', 'Sétif', 'Tizi Ouzou', 'Tlemcen'],
  },
  {
    name: 'Australia',
    states: ['Australian Capital Territory', 'New South Wales', 'Northern Territory', 'Queensland', 'South Australia', 'Tasmania', 'Victoria', 'Western Australia'],
  },
  { name: 'Bahrain', states: ['Capital', 'Muharraq', 'Northern', 'Southern'] },
  {
    name: 'Bangladesh',
    states: ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'],
  },
  {
    name: 'Canada',
    states: ['Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Northwest Territories', 'Nova Scotia', 'Nunavut', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Yukon'],
  },
  {
    name: 'Egypt',
    states: ['Alexandria', 'Aswan', 'Asyut', 'Beheira', 'Beni Suef', 'Cairo', 'Dakahlia', 'Damietta', 'Faiyum', 'Gharbia', 'Giza', 'Ismailia', 'Kafr El Sheikh', 'Luxor', 'Matrouh', 'Minya', 'Monufia', 'New Valley', 'North Sinai', 'Port Said', 'Qalyubia', 'Qena', 'Red Sea', 'Sharqia', 'Sohag', 'South Sinai', 'Suez'],
  },
  {
    name: 'France',
    states: ['Auvergne-Rhône-Alpes', 'Bourgogne-Franche-Comté', 'Brittany', 'Centre-Val de Loire', 'Corsica', 'Grand Est', 'Hauts-de-France', 'Île-de-France', 'Normandy', 'Nouvelle-Aquitaine', 'Occitanie', 'Pays de la Loire', "Provence-Alpes-Côte d'Azur"],
  },
  {
    name: 'Germany',
    states: ['Baden-Württemberg', 'Bavaria', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hesse', 'Lower Saxony', 'Mecklenburg-Vorpommern', 'North Rhine-Westphalia', 'Rhineland-Palatinate', 'Saarland', 'Saxony', 'Saxony-Anhalt', 'Schleswig-Holstein', 'Thuringia'],
  },
  {
    name: 'India',
    states: ['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal'],
  },
  {
    name: 'Indonesia',
    states: ['Aceh', 'Bali', 'Banten', 'Central Java', 'East Java', 'East Kalimantan', 'Jakarta', 'Lampung', 'North Sulawesi', 'North Sumatra', 'Riau', 'South Kalimantan', 'South Sulawesi', 'South Sumatra', 'West Java', 'West Kalimantan', 'West Nusa Tenggara', 'West Sumatra', 'Yogyakarta'],
  },
  {
    name: 'Iran',
    states: ['Alborz', 'East Azerbaijan', 'Fars', 'Gilan', 'Isfahan', 'Kerman', 'Khuzestan', 'Mazandaran', 'Qom', 'Razavi Khorasan', 'Tehran', 'Yazd'],
  },
  {
    name: 'Iraq',
    states: ['Al-Qadisiyyah', 'Anbar', 'Babil', 'Baghdad', 'Basra', 'Dhi Qar', 'Diyala', 'Duhok', 'Erbil', 'Halabja', 'Karbala', 'Kirkuk', 'Maysan', 'Muthanna', 'Najaf', 'Nineveh', 'Saladin', 'Sulaymaniyah', 'Wasit'],
  },
  {
    name: 'Jordan',
    states: ['Ajloun', 'Amman', 'Aqaba', 'Balqa', 'Irbid', 'Jerash', 'Karak', "Ma'an", 'Madaba', 'Mafraq', 'Tafilah', 'Zarqa'],
  },
  { name: 'Kuwait', states: ['Ahmadi', 'Al Asimah', 'Farwaniya', 'Hawalli', 'Jahra', 'Mubarak Al-Kabeer'] },
  {
    name: 'Lebanon',
    states: ['Akkar', 'Baalbek-Hermel', 'Beirut', 'Beqaa', 'Mount Lebanon', 'Nabatieh', 'North Lebanon', 'South Lebanon'],
  },
  {
    name: 'Malaysia',
    states: ['Johor', 'Kedah', 'Kelantan', 'Kuala Lumpur', 'Labuan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Penang', 'Perak', 'Perlis', 'Putrajaya', 'Sabah', 'Sarawak', 'Selangor', 'Terengganu'],
  },
  {
    name: 'Morocco',
    states: ['Agadir', 'Casablanca', 'Fes', 'Kenitra', 'Marrakech', 'Meknes', 'Oujda', 'Rabat', 'Tangier', 'Tetouan'],
  },
  {
    name: 'Nigeria',
    states: ['Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara'],
  },
  {
    name: 'Oman',
    states: ['Ad Dakhiliyah', 'Ad Dhahirah', 'Al Buraimi', 'Al Wusta', 'Dhofar', 'Musandam', 'Muscat', 'North Al Batinah', 'North Ash Sharqiyah', 'South Al Batinah', 'South Ash Sharqiyah'],
  },
  {
    name: 'Pakistan',
    states: ['Azad Kashmir', 'Balochistan', 'Gilgit-Baltistan', 'Islamabad Capital Territory', 'Khyber Pakhtunkhwa', 'Punjab', 'Sindh'],
  },
  {
    name: 'Qatar',
    states: ['Al Daayen', 'Al Khor', 'Al Rayyan', 'Al Shahaniya', 'Al Shamal', 'Al Wakrah', 'Doha', 'Umm Salal'],
  },
  {
    name: 'Saudi Arabia',
    states: ['Al Bahah', 'Al Jawf', 'Asir', 'Eastern Province', "Ha'il", 'Jazan', 'Madinah', 'Makkah', 'Najran', 'Northern Borders', 'Qassim', 'Riyadh', 'Tabuk'],
  },
  {
    name: 'Somalia',
    states: ['Baidoa', 'Beledweyne', 'Berbera', 'Bosaso', 'Galkayo', 'Garowe', 'Hargeisa', 'Kismayo', 'Mogadishu'],
  },
  {
    name: 'South Africa',
    states: ['Eastern Cape', 'Free State', 'Gauteng', 'KwaZulu-Natal', 'Limpopo', 'Mpumalanga', 'North West', 'Northern Cape', 'Western Cape'],
  },
  {
    name: 'Sudan',
    states: ['Al Jazirah', 'Gedaref', 'Kassala', 'Khartoum', 'North Darfur', 'North Kordofan', 'Northern', 'Red Sea', 'River Nile', 'Sennar', 'South Darfur', 'White Nile'],
  },
  {
    name: 'Syria',
    states: ['Al-Hasakah', 'Aleppo', 'As-Suwayda', 'Daraa', 'Damascus', 'Deir ez-Zor', 'Hama', 'Homs', 'Idlib', 'Latakia', 'Quneitra', 'Raqqa', 'Rif Dimashq', 'Tartus'],
  },
  {
    name: 'Tunisia',
    states: ['Ariana', 'Bizerte', 'Gabès', 'Gafsa', 'Kairouan', 'Monastir', 'Nabeul', 'Sfax', 'Sousse', 'Tunis'],
  },
  {
    name: 'Turkey',
    states: ['Adana', 'Ankara', 'Antalya', 'Bursa', 'Diyarbakır', 'Erzurum', 'Eskişehir', 'Gaziantep', 'Istanbul', 'Izmir', 'Kayseri', 'Kocaeli', 'Konya', 'Malatya', 'Mersin', 'Sakarya', 'Samsun', 'Şanlıurfa', 'Trabzon'],
  },
  {
    name: 'United Arab Emirates',
    states: ['Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain'],
  },
  {
    name: 'United Kingdom',
    states: ['East Midlands', 'East of England', 'London', 'North East', 'North West', 'Northern Ireland', 'Scotland', 'South East', 'South West', 'Wales', 'West Midlands', 'Yorkshire and the Humber'],
  },
  {
    name: 'United States',
    states: ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming'],
  },
];

const STATES_BY_COUNTRY: ReadonlyMap<string, readonly string[]> = new Map(
  COUNTRIES.map((c) => [c.name, c.states]),
);

export function countryNames(): readonly string[] {
  return COUNTRIES.map((c) => c.name);
}

export function statesOf(country: string | null | undefined): readonly string[] {
  if (!country) return [];
  return STATES_BY_COUNTRY.get(country) ?? [];
}

export function isKnownCountry(country: string | null | undefined): boolean {
  return !!country && STATES_BY_COUNTRY.has(country);
}

export function isKnownState(country: string | null | undefined, state: string | null | undefined): boolean {
  return !!state && statesOf(country).includes(state);
}
