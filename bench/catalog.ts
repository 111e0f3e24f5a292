/**
 * Words for the bench catalogue (bench/seed.ts): product names and descriptions in French, Arabic
 * and English, so the marketplace search has words to find in every language.
 */
import type { CategoryCode } from '../common/categories.ts';

/** Names and descriptions in French, Arabic and English, so the search has words to find. */
export const TEMPLATES: [CategoryCode, string, string][] = [
  [
    'food',
    "Huile d'olive vierge extra",
    "Huile d'olive de Sfax pressée à froid, récolte de l'année.",
  ],
  ['food', 'زيت زيتون بكر', 'زيت زيتون من صفاقس معصور على البارد.'],
  ['food', 'Harissa du Cap Bon', 'Hot chilli paste made with sun-dried peppers and garlic.'],
  ['food', 'Dattes Deglet Nour', 'Dates from Tozeur, soft and honeyed. تمور دقلة نور من توزر.'],
  ['food', 'Couscous fait main', 'Couscous roulé à la main, semoule de blé dur. كسكسي عربي.'],
  ['sweets', 'Baklawa aux amandes', 'Pâtisserie feuilletée au miel et aux amandes.'],
  ['sweets', 'مقروض القيروان', 'مقروض بالتمر من القيروان، محضر يوميا.'],
  ['sweets', 'Makroudh box', 'Semolina pastries filled with dates, a Kairouan classic.'],
  ['sweets', 'Kaak warka', 'Biscuits à la pâte d’amande et à l’eau de rose. كعك ورقة.'],
  ['clothing', 'Jebba en lin', 'Traditional linen jebba, embroidered by hand. جبة تقليدية.'],
  ['clothing', 'Chéchia rouge', 'La chéchia de Tunis, laine feutrée teinte en rouge.'],
  ['clothing', 'بلوزة مطرزة', 'بلوزة قطن مطرزة باليد على الطريقة التونسية.'],
  ['clothing', 'Linen shirt', 'Loose linen shirt for the summer, made in Monastir.'],
  ['jewellery', 'Bracelet en argent', 'Bracelet berbère en argent ciselé, Djerba.'],
  ['jewellery', 'خمسة فضية', 'قلادة خمسة من الفضة، صناعة يدوية.'],
  ['jewellery', 'Silver khamsa necklace', 'Hand-cut silver hand of Fatma on a fine chain.'],
  ['home', 'Lanterne en cuivre', 'Lanterne ciselée en cuivre, lumière douce. فانوس نحاس.'],
  ['home', 'Cage de Sidi Bou Saïd', 'Blue and white birdcage from Sidi Bou Said, wire and wood.'],
  ['home', 'مرآة خشبية', 'مرآة بإطار من خشب الزيتون.'],
  ['pottery', 'Plat en céramique de Nabeul', 'Plat peint à la main, émail bleu et jaune.'],
  ['pottery', 'فخار سجنان', 'فخار سجنان مصنوع يدويا من طرف نساء الشمال الغربي.'],
  ['pottery', 'Terracotta tajine', 'Clay tajine for slow cooking, glazed inside. طاجين فخار.'],
  ['pottery', 'Tasse en poterie', 'Mug made on the wheel in Guellala, Djerba.'],
  ['textiles', 'Tapis de Kairouan', 'Tapis noué main en laine, motifs traditionnels.'],
  ['textiles', 'مرقوم قفصة', 'مرقوم منسوج يدويا بالصوف من قفصة.'],
  ['textiles', 'Fouta de plage', 'Cotton fouta towel, striped, woven on a hand loom.'],
  ['beauty', 'Savon à l’huile d’olive', 'Savon saponifié à froid, huile d’olive et laurier.'],
  ['beauty', 'ماء الورد', 'ماء ورد طبيعي مقطر من ورد أريانة.'],
  [
    'beauty',
    'Argan and rose oil',
    'Face oil with prickly pear seed and rose. Huile de figue de barbarie.',
  ],
  ['crafts', 'Panier en alfa', 'Panier tressé en alfa de Kasserine. قفة حلفاء.'],
  ['crafts', 'Olive wood spoon set', 'Spoons carved from olive wood, oiled with olive oil.'],
  ['crafts', 'صندوق خشب الزيتون', 'علبة من خشب الزيتون منحوتة باليد.'],
  ['other', 'Carte cadeau', 'Gift card for the store, valid one year. بطاقة هدية.'],
  [
    'other',
    'Coffret découverte',
    'A box of small things from the workshop, different every month.',
  ],
];

/** Adjectives for names, so two products of one template rarely read the same. */
export const SUFFIXES = [
  'artisanal',
  'traditionnel',
  'تقليدي',
  'premium',
  'bio',
  'handmade',
  'du sud',
];
