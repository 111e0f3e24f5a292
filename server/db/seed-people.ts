/**
 * The people of the demo data: accounts that are not stores (buyers, transporters, a seller still
 * in the setup wizard) and the pool of customers the stores sell to. Governorates are ISO codes
 * from common/tunisia.json; towns are written out, governorate names are looked up.
 *
 * Over 300 lines because it is demo data: the accounts and customer pool, written out.
 */
import { GOVERNORATES } from '../../common/tunisia.ts';

export interface Address {
  street: string;
  /** Postcode and town, e.g. "3021 Sakiet Ezzit". */
  town: string;
  /** ISO 3166-2:TN code, e.g. "TN-61". */
  governorate: string;
}

export function governorateName(code: string): string {
  const name = GOVERNORATES.find((g) => g.code === code)?.fr;
  if (!name) throw new Error(`Unknown governorate code ${code}`);
  return name;
}

/** "street, town, governorate", without repeating a governorate that names the town too. */
export function formatAddress({ street, town, governorate }: Address): string {
  const name = governorateName(governorate);
  return town.endsWith(name) ? `${street}, ${town}` : `${street}, ${town}, ${name}`;
}

export interface CustomerIdentity extends Address {
  name: string;
  phone: string;
  email?: string;
}

export interface AccountSeed {
  username: string;
  email: string;
  fullName: string;
}

export interface BuyerSeed extends AccountSeed, Address {
  phone: string;
  /** Keys of the stores (seed-catalog.json) where this buyer is already a customer. */
  customerOf: string[];
}

export interface TransporterSeed extends AccountSeed {
  profile: TransporterProfileSeed;
}

export interface TransporterProfileSeed {
  vehicleType: string;
  vehicleModel: string;
  vehicleYear: string;
  licensePlate: string;
  capacity: string;
  baseRate: number;
  ratePerKm: number;
  /** ISO codes; stored as a list of governorate names. */
  areasServed: string[];
  phoneNumber: string;
  isAvailable: boolean;
  notes: string | null;
}

export const BUYERS: BuyerSeed[] = [
  {
    username: 'demo_buyer',
    email: 'youssef.trabelsi@hanout.tn',
    fullName: 'Youssef Trabelsi',
    phone: '+21622318456',
    street: '23, rue de Marseille',
    town: '1000 Tunis',
    governorate: 'TN-11',
    customerOf: ['zitouna', 'fakhar', 'halwa'],
  },
  {
    username: 'sarra_khelifi',
    email: 'sarra.khelifi@gmail.com',
    fullName: 'Sarra Khelifi',
    phone: '+21654290617',
    street: '9, rue Tahar Sfar',
    town: '5100 Mahdia',
    governorate: 'TN-53',
    customerOf: ['djerba'],
  },
];

export const TRANSPORTERS: TransporterSeed[] = [
  {
    username: 'demo_transporter',
    email: 'hamza.mejri@hanout.tn',
    fullName: 'Hamza Mejri',
    profile: {
      vehicleType: 'Camionnette',
      vehicleModel: 'Isuzu D-Max',
      vehicleYear: '2019',
      licensePlate: '187 TU 4521',
      capacity: '800 kg, environ 6 m³ — colis fragiles acceptés',
      baseRate: 7,
      ratePerKm: 0.6,
      areasServed: ['TN-11', 'TN-12', 'TN-13', 'TN-14', 'TN-21', 'TN-51', 'TN-52', 'TN-61'],
      phoneNumber: '+21655873214',
      isAvailable: true,
      notes: 'Livraison du lundi au samedi, 8 h – 19 h. Emballage des poteries sur demande.',
    },
  },
  {
    username: 'walid_sassi',
    email: 'walid.sassi@gmail.com',
    fullName: 'Walid Sassi',
    profile: {
      vehicleType: 'Moto',
      vehicleModel: 'Honda Wave 110',
      vehicleYear: '2021',
      licensePlate: '245 TU 9870',
      capacity: 'Petits colis, 25 kg maximum',
      baseRate: 5,
      ratePerKm: 0.45,
      areasServed: ['TN-51', 'TN-52', 'TN-53', 'TN-41'],
      phoneNumber: '+21698412705',
      isAvailable: false,
      notes: 'Express dans le Sahel. En congé cette semaine.',
    },
  },
];

/** A seller who registered but has not finished the setup wizard: no store fields yet. */
export const WIZARD_SELLER: AccountSeed = {
  username: 'rania_masmoudi',
  email: 'rania.masmoudi@gmail.com',
  fullName: 'Rania Masmoudi',
};

export const CUSTOMER_POOL: CustomerIdentity[] = [
  {
    name: 'Mariem Ben Ammar',
    phone: '+21622415873',
    email: 'mariem.benammar@gmail.com',
    street: '17, rue Ibn Khaldoun',
    town: '1002 Tunis Belvédère',
    governorate: 'TN-11',
  },
  {
    name: 'أنيس الجزيري',
    phone: '+21698301442',
    street: 'Cité El Ghazela, bloc B, appt 4',
    town: '2083 Ariana',
    governorate: 'TN-12',
  },
  {
    name: 'Houda Ferchichi',
    phone: '+21655780321',
    email: 'houda.ferchichi@yahoo.fr',
    street: '5, rue de Palestine',
    town: '2034 Ezzahra',
    governorate: 'TN-13',
  },
  {
    name: 'سناء الطرابلسي',
    phone: '+21623887120',
    street: '42, rue Habib Thameur',
    town: '3000 Sfax',
    governorate: 'TN-61',
  },
  {
    name: 'Karim Ayari',
    phone: '+21697450678',
    email: 'karim.ayari@outlook.com',
    street: '11, avenue Taïeb Mhiri',
    town: '7000 Bizerte',
    governorate: 'TN-23',
  },
  {
    name: 'Rim Guesmi',
    phone: '+21624556190',
    street: 'Rue de la République',
    town: '2200 Tozeur',
    governorate: 'TN-72',
  },
  {
    name: 'Bilel Mansouri',
    phone: '+21650219834',
    email: 'bilel.mansouri@gmail.com',
    street: 'Cité Erriadh, rue 12',
    town: '4023 Sousse',
    governorate: 'TN-51',
  },
  {
    name: 'فاطمة الزهراء الهمامي',
    phone: '+21696114327',
    street: 'Route de Mahdia km 2',
    town: '5111 Hiboun',
    governorate: 'TN-53',
  },
  {
    name: 'Oussama Chebbi',
    phone: '+21652903461',
    email: 'oussama.chebbi@gmail.com',
    street: "Avenue de l'Environnement",
    town: '5000 Monastir',
    governorate: 'TN-52',
  },
  {
    name: 'Nesrine Belhadj',
    phone: '+21621678045',
    email: 'nesrine.bh@gmail.com',
    street: "12, rue d'Angleterre",
    town: '1000 Tunis',
    governorate: 'TN-11',
  },
  {
    name: 'Aymen Sghaier',
    phone: '+21658470936',
    street: 'Cité Ennour, rue 5',
    town: '3100 Kairouan',
    governorate: 'TN-41',
  },
  {
    name: 'Wafa Dridi',
    phone: '+21699205718',
    email: 'wafa.dridi@topnet.tn',
    street: 'Rue Abou El Kacem Chebbi',
    town: '8050 Hammamet',
    governorate: 'TN-21',
  },
  {
    name: 'Slim Khemiri',
    phone: '+21626390154',
    street: '7, avenue Hédi Nouira',
    town: '2037 Ennasr',
    governorate: 'TN-12',
  },
  {
    name: 'هالة بن رمضان',
    phone: '+21654027893',
    street: 'Route de Sfax km 3',
    town: '4011 Hammam Sousse',
    governorate: 'TN-51',
  },
  {
    name: 'Ahmed Bouzid',
    phone: '+21692746310',
    email: 'ahmed.bouzid@gmail.com',
    street: '20, rue de Gafsa',
    town: '6000 Gabès',
    governorate: 'TN-81',
  },
  {
    name: 'Olfa Hammami',
    phone: '+21620934578',
    email: 'olfa.hammami@gmail.com',
    street: 'Zone touristique, route de Midoun',
    town: '4116 Midoun, Djerba',
    governorate: 'TN-82',
  },
  {
    name: 'Hichem Zouari',
    phone: '+21698563102',
    street: 'Avenue Habib Bourguiba',
    town: '9000 Béja',
    governorate: 'TN-31',
  },
  {
    name: 'Ines Chaouch',
    phone: '+21651347286',
    email: 'ines.chaouch@gmail.com',
    street: '3, rue Ibn Sina',
    town: '2080 Ariana',
    governorate: 'TN-12',
  },
  {
    name: 'Mohamed Amine Riahi',
    phone: '+21694810527',
    street: 'Cité El Khadra, rue 8',
    town: '1003 Tunis',
    governorate: 'TN-11',
  },
  {
    name: 'يسرى الكعبي',
    phone: '+21629475031',
    street: 'Rue Farhat Hached',
    town: '2100 Gafsa',
    governorate: 'TN-71',
  },
  {
    name: 'Skander Mabrouk',
    phone: '+21655102948',
    email: 'skander.mabrouk@gmail.com',
    street: 'Rue du Lac Léman, Les Berges du Lac',
    town: '1053 Tunis',
    governorate: 'TN-11',
  },
  {
    name: 'Amel Jebali',
    phone: '+21623671450',
    email: 'amel.jebali@hotmail.com',
    street: 'Avenue de la Liberté',
    town: '8100 Jendouba',
    governorate: 'TN-32',
  },
  {
    name: 'Tarek Hamdi',
    phone: '+21697038264',
    street: "Route de l'Aéroport km 4",
    town: '3065 Sfax',
    governorate: 'TN-61',
  },
  {
    name: 'Dorra Saidi',
    phone: '+21640512376',
    email: 'dorra.saidi@gmail.com',
    street: '15, rue Hannibal',
    town: '2016 Carthage',
    governorate: 'TN-11',
  },
  {
    name: 'Marwen Gharsalli',
    phone: '+21653986214',
    street: 'Cité Ezzouhour',
    town: '1200 Kasserine',
    governorate: 'TN-42',
  },
  {
    name: 'Emna Bouslama',
    phone: '+21698742063',
    email: 'emna.bouslama@gmail.com',
    street: '26, avenue de la Liberté',
    town: '8000 Nabeul',
    governorate: 'TN-21',
  },
  {
    name: 'رياض المحجوب',
    phone: '+21625318907',
    street: 'Rue Ali Belhouane',
    town: '6100 Siliana',
    governorate: 'TN-34',
  },
  {
    name: 'Sonia Klai',
    phone: '+21621457839',
    email: 'sonia.klai@gmail.com',
    street: '4, avenue Habib Bourguiba',
    town: '4100 Médenine',
    governorate: 'TN-82',
  },
  {
    name: 'Nizar Ouertani',
    phone: '+21658820941',
    street: 'Rue de Tunis',
    town: '7100 Le Kef',
    governorate: 'TN-33',
  },
  {
    name: 'Asma Ben Jemaa',
    phone: '+21697560213',
    email: 'asma.benjemaa@gmail.com',
    street: 'Avenue Farhat Hached',
    town: '1100 Zaghouan',
    governorate: 'TN-22',
  },
];
