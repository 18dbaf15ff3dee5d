/**
 * Given and family names by cultural background. Faker's name lists are Western, and a matrimonial demo
 * where every member is "John Smith" reads as fake at a glance. Each culture also says where its members'
 * families come from, which drives birth country, languages and family background.
 */
export type Culture = {
  key: string;
  weight: number;
  male: readonly string[];
  female: readonly string[];
  family: readonly string[];
  /** Malay naming: no family name, "bin"/"binti" and the father's given name instead. */
  patronymic?: true;
  /** Countries the family comes from, weighted. */
  heritage: readonly (readonly [country: string, weight: number])[];
  /** Some members of this background embraced Islam as adults. */
  reverts?: true;
};

// prettier-ignore
export const CULTURES: readonly Culture[] = [
  {
    key: 'arab',
    weight: 16,
    male: ['Omar', 'Ahmed', 'Mohamed', 'Khalid', 'Youssef', 'Hamza', 'Tariq', 'Kareem', 'Faisal', 'Ziad', 'Sami', 'Bilal', 'Mustafa', 'Ibrahim', 'Adnan', 'Nabil', 'Rami', 'Hassan', 'Majid', 'Walid', 'Anas', 'Tamer', 'Yazan', 'Saif', 'Mahmoud', 'Amr', 'Hisham', 'Osama', 'Jamal', 'Basil'],
    female: ['Aisha', 'Fatima', 'Mariam', 'Noor', 'Layla', 'Salma', 'Huda', 'Rania', 'Hana', 'Yasmin', 'Dina', 'Lina', 'Reem', 'Amal', 'Nadia', 'Sara', 'Jana', 'Farah', 'Dalia', 'Rawan', 'Manar', 'Aya', 'Lama', 'Asmaa', 'Heba', 'Maha', 'Sumaya', 'Khadija', 'Ruba', 'Duaa'],
    family: ['Al-Masri', 'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Saleh', 'Hamdan', 'Abdullah', 'Al-Harbi', 'Al-Qahtani', 'Farouk', 'Hijazi', 'Darwish', 'Awad', 'Barakat', 'El-Sayed', 'Abdelrahman', 'Qasim', 'Al-Amin', 'Zaki', 'Suleiman', 'Odeh', 'Al-Rashid', 'Habib', 'Najjar', 'Ayoub', 'Jaber', 'Al-Tamimi', 'Shalabi', 'Khoury'],
    heritage: [['Egypt', 5], ['Saudi Arabia', 3], ['Jordan', 2], ['Lebanon', 2], ['Syria', 2], ['Iraq', 2], ['Sudan', 1], ['United Arab Emirates', 1], ['Qatar', 1], ['Kuwait', 1], ['Oman', 1], ['Bahrain', 1]],
  },
  {
    key: 'maghreb',
    weight: 7,
    male: ['Yassine', 'Mehdi', 'Karim', 'Rachid', 'Amine', 'Sofiane', 'Ilyes', 'Anouar', 'Hicham', 'Nassim', 'Redouane', 'Younes', 'Reda', 'Samir', 'Idriss', 'Ayoub'],
    female: ['Imane', 'Meriem', 'Sanaa', 'Houda', 'Soukaina', 'Ikram', 'Hajar', 'Kenza', 'Lamia', 'Amira', 'Asmae', 'Ines', 'Zineb', 'Chaima', 'Nawal', 'Sabrina'],
    family: ['Benali', 'Bouazza', 'El Idrissi', 'Benjelloun', 'Tazi', 'Cherkaoui', 'Bensaid', 'Mansouri', 'Belkacem', 'Bouzid', 'Chaoui', 'Amrani', 'Hamidi', 'Ziani', 'Ben Salah', 'Trabelsi', 'Gharbi', 'Boukhari'],
    heritage: [['Morocco', 3], ['Algeria', 3], ['Tunisia', 2]],
  },
  {
    key: 'pakistani',
    weight: 17,
    male: ['Ali', 'Hassan', 'Imran', 'Zain', 'Usman', 'Saad', 'Danish', 'Asad', 'Shahid', 'Adnan', 'Farhan', 'Junaid', 'Rizwan', 'Sohail', 'Waqar', 'Abdul Rahman', 'Aamir', 'Irfan', 'Shoaib', 'Haris', 'Talha', 'Zubair', 'Kamran', 'Nadeem', 'Arslan', 'Hamza', 'Faizan', 'Owais'],
    female: ['Ayesha', 'Zainab', 'Sana', 'Hira', 'Mahnoor', 'Amna', 'Iqra', 'Mehwish', 'Fariha', 'Nida', 'Sadia', 'Rabia', 'Anum', 'Maryam', 'Sidra', 'Saba', 'Sabeen', 'Nazia', 'Rukhsar', 'Afreen', 'Lubna', 'Zoya', 'Areeba', 'Kinza', 'Hafsa', 'Aiman'],
    family: ['Khan', 'Ahmed', 'Siddiqui', 'Qureshi', 'Chaudhry', 'Malik', 'Sheikh', 'Butt', 'Raza', 'Hussain', 'Mirza', 'Syed', 'Baig', 'Akhtar', 'Iqbal', 'Rashid', 'Javed', 'Aziz', 'Memon', 'Abbasi', 'Awan', 'Bhatti', 'Niazi', 'Gillani'],
    heritage: [['Pakistan', 1]],
  },
  {
    key: 'indian',
    weight: 9,
    male: ['Arif', 'Sameer', 'Rehan', 'Faiz', 'Imtiaz', 'Shadab', 'Azhar', 'Tabrez', 'Mohsin', 'Aftab', 'Anwar', 'Javed', 'Shakeel', 'Nasir', 'Zaheer', 'Altaf', 'Irshad', 'Salman'],
    female: ['Afsana', 'Shabnam', 'Rukhsana', 'Tabassum', 'Shaheen', 'Nasreen', 'Farheen', 'Heena', 'Shazia', 'Yasmeen', 'Gulnaz', 'Nilofer', 'Ruksar', 'Shifa', 'Alfiya', 'Mehreen', 'Sana', 'Zoya'],
    family: ['Ansari', 'Shaikh', 'Pathan', 'Qureshi', 'Khan', 'Siddiqui', 'Farooqui', 'Kazmi', 'Rizvi', 'Naqvi', 'Hashmi', 'Mulla', 'Kutty', 'Koya', 'Patel', 'Mansuri', 'Lokhandwala', 'Saiyed'],
    heritage: [['India', 1]],
  },
  {
    key: 'bangladeshi',
    weight: 7,
    male: ['Tanvir', 'Rafiq', 'Mahbub', 'Shafiq', 'Arman', 'Sakib', 'Tahmid', 'Fahim', 'Nayeem', 'Rakib', 'Mahir', 'Siam', 'Ashik', 'Shihab'],
    female: ['Nusrat', 'Sharmin', 'Farzana', 'Tahmina', 'Ruksana', 'Tasnim', 'Nafisa', 'Sumaiya', 'Jannatul', 'Lamiya', 'Anika', 'Maliha', 'Sabrina', 'Raisa'],
    family: ['Rahman', 'Chowdhury', 'Hossain', 'Uddin', 'Islam', 'Haque', 'Karim', 'Miah', 'Sarkar', 'Talukder', 'Alam', 'Bhuiyan', 'Majumder', 'Sikder'],
    heritage: [['Bangladesh', 1]],
  },
  {
    key: 'turkish',
    weight: 6,
    male: ['Emre', 'Mehmet', 'Burak', 'Kerem', 'Furkan', 'Ahmet', 'Enes', 'Selim', 'Murat', 'Onur', 'Hakan', 'Eren', 'Barış', 'Kaan', 'Ömer', 'Yusuf', 'Gökhan', 'Taha'],
    female: ['Elif', 'Zeynep', 'Merve', 'Büşra', 'Esra', 'Ayşe', 'Kübra', 'Seda', 'Ebru', 'Hatice', 'Sümeyye', 'Tuba', 'Özlem', 'Melike', 'Hilal', 'Beyza', 'Betül', 'Rümeysa'],
    family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Koç', 'Kurt', 'Özdemir', 'Erdem', 'Polat', 'Güneş'],
    heritage: [['Turkey', 1]],
  },
  {
    key: 'malay',
    weight: 6,
    male: ['Amirul', 'Syafiq', 'Izzat', 'Haziq', 'Firdaus', 'Aiman', 'Hakim', 'Danial', 'Azlan', 'Rizal', 'Fikri', 'Aqil', 'Hafiz', 'Faiz'],
    female: ['Aisyah', 'Nur Syafiqah', 'Aina', 'Farhana', 'Nabila', 'Syahirah', 'Amirah', 'Hidayah', 'Atiqah', 'Nadhirah', 'Qistina', 'Nur Izzati', 'Balqis', 'Sofea'],
    family: ['Abdullah', 'Ismail', 'Ibrahim', 'Hashim', 'Razak', 'Osman', 'Yusof', 'Zainal', 'Kamarudin', 'Rosli', 'Mahmud', 'Hamzah', 'Roslan', 'Azman'],
    patronymic: true,
    heritage: [['Malaysia', 1]],
  },
  {
    key: 'indonesian',
    weight: 3,
    male: ['Rizky', 'Fajar', 'Dimas', 'Hendra', 'Wahyu', 'Arief', 'Bayu', 'Ilham', 'Reza', 'Fauzan', 'Yoga', 'Agung'],
    female: ['Dewi', 'Putri', 'Ayu', 'Intan', 'Sari', 'Annisa', 'Fitri', 'Rahma', 'Indah', 'Nurul', 'Wulan', 'Zahra'],
    family: ['Pratama', 'Saputra', 'Wibowo', 'Hidayat', 'Nugroho', 'Siregar', 'Lubis', 'Harahap', 'Santoso', 'Kurniawan', 'Lestari', 'Rahmawati', 'Setiawan', 'Maulana'],
    heritage: [['Indonesia', 1]],
  },
  {
    key: 'nigerian',
    weight: 5,
    male: ['Abdullahi', 'Musa', 'Aliyu', 'Sani', 'Umar', 'Abubakar', 'Idris', 'Kabir', 'Tijani', 'Lukman', 'Abdulwahab', 'Mustapha', 'Bashir', 'Haruna', 'Kamaldeen'],
    female: ['Hauwa', 'Zainab', 'Amina', 'Hadiza', 'Khadijah', 'Halima', 'Rukayya', 'Aminat', 'Kafayat', 'Bilqis', 'Rahmat', 'Basirat', 'Sadiya', 'Maryam', 'Fatimah'],
    family: ['Abubakar', 'Bello', 'Lawal', 'Adebayo', 'Sanni', 'Balogun', 'Olaniyan', 'Ajibola', 'Mohammed', 'Danjuma', 'Garba', 'Usman', 'Adeyemi', 'Akinola', 'Raji', 'Salami', 'Yakubu', 'Oladipo'],
    heritage: [['Nigeria', 1]],
  },
  {
    key: 'somali',
    weight: 5,
    male: ['Abdirahman', 'Abdullahi', 'Mohamed', 'Abdikarim', 'Mahad', 'Liban', 'Guled', 'Mustafe', 'Said', 'Hamse', 'Abdiaziz', 'Yasin', 'Khadar', 'Ayanle'],
    female: ['Hodan', 'Sagal', 'Fadumo', 'Hibo', 'Ayan', 'Asha', 'Ikran', 'Sahra', 'Hafsa', 'Muna', 'Nasra', 'Ubah', 'Deeqa', 'Amran'],
    family: ['Warsame', 'Farah', 'Hussein', 'Jama', 'Abdi', 'Osman', 'Yusuf', 'Aden', 'Omar', 'Egal', 'Nur', 'Hersi', 'Dualeh', 'Mohamud', 'Ismail', 'Elmi'],
    heritage: [['Somalia', 1]],
  },
  {
    key: 'persian-afghan',
    weight: 5,
    male: ['Reza', 'Mehdi', 'Hossein', 'Amir', 'Farid', 'Javad', 'Navid', 'Sohrab', 'Massoud', 'Wahid', 'Ahmad Shah', 'Mirwais', 'Hamid', 'Jawad', 'Sina', 'Parviz'],
    female: ['Fatemeh', 'Zahra', 'Roya', 'Shirin', 'Parisa', 'Leila', 'Nazanin', 'Mahsa', 'Sahar', 'Samira', 'Mina', 'Yasaman', 'Soraya', 'Hosna', 'Marwa', 'Freshta'],
    family: ['Ahmadi', 'Hosseini', 'Rahimi', 'Karimi', 'Mohammadi', 'Rezaei', 'Moradi', 'Jafari', 'Sadeghi', 'Hashemi', 'Amiri', 'Noori', 'Popal', 'Wardak', 'Safi', 'Durrani', 'Sultani', 'Haidari'],
    heritage: [['Iran', 1], ['Afghanistan', 1]],
  },
  {
    key: 'south-african',
    weight: 3,
    male: ['Ebrahim', 'Achmat', 'Yusuf', 'Moegamat', 'Tariq', 'Zaid', 'Waseem', 'Riaad', 'Shaheed', 'Ashraf'],
    female: ['Faatimah', 'Zulfa', 'Nasreen', 'Shireen', 'Raeesa', 'Tasneem', 'Aneesa', 'Zaheera', 'Ruwayda', 'Mishka'],
    family: ['Abrahams', 'Isaacs', 'Jacobs', 'Hendricks', 'Davids', 'Salie', 'Moosa', 'Ebrahim', 'Cassiem', 'Kamalie', 'Solomons', 'Adams'],
    heritage: [['South Africa', 1]],
  },
  {
    key: 'western',
    weight: 11,
    male: ['Adam', 'Daniel', 'Isaac', 'Jonathan', 'Matthew', 'Nathan', 'Thomas', 'Yusuf', 'Dawud', 'Isa', 'Yahya', 'Luke', 'Ryan', 'Jamal', 'Malik', 'Khalil', 'Marcus', 'Andre', 'Idris', 'Benjamin'],
    female: ['Sarah', 'Hannah', 'Emily', 'Rebecca', 'Amelia', 'Grace', 'Maryam', 'Safiya', 'Aaliyah', 'Rachel', 'Chloe', 'Laura', 'Leah', 'Naomi', 'Sophia', 'Jasmine', 'Khadijah', 'Imani', 'Claire', 'Camille'],
    family: ['Thompson', 'Williams', 'Johnson', 'Brown', 'Martin', 'Clarke', 'Walker', 'Bennett', 'Roberts', 'Campbell', 'Mitchell', 'Hughes', 'Anderson', 'Wright', 'Murray', 'Stewart', 'Baker', 'Evans', 'Jackson', 'Robinson', 'Müller', 'Schneider', 'Dubois', 'Moreau', 'Tremblay', 'Gagnon'],
    heritage: [['Canada', 3], ['United States', 3], ['United Kingdom', 2], ['Australia', 1], ['Germany', 1], ['France', 1]],
    reverts: true,
  },
];

/** ASCII e-mail local part from a display name: "Yılmaz" -> "yilmaz", "Al-Masri" -> "almasri". */
export function emailPart(name: string): string {
  return name
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
