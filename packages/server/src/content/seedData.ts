/**
 * The demo store's content: blog posts, events and stores, written as the store would.
 * Blog HTML passes through the same sanitiser as the staff's edits when it is seeded.
 */

export interface SeedBlog {
  id: number;
  title: string;
  excerpt: string;
  /** Publish date and time, Asia/Kolkata. */
  published: string;
  html: string;
  keywords: string;
}

const product = (id: number, slug: string) => `/products/${id}/${slug}`;
const image = (id: number, alt: string) => `<figure><img src="/media/products/${id}-1-640.webp" alt="${alt}" width="640" height="640" loading="lazy"><figcaption>${alt}</figcaption></figure>`;

export const SEED_BLOGS: readonly SeedBlog[] = [
  {
    id: 1,
    title: 'Why Bilona Ghee Is Worth the Wait',
    excerpt: 'How the slow, hand-churned method keeps ghee aromatic and nourishing.',
    published: '2026-09-18T09:30',
    keywords: 'bilona ghee, desi cow ghee, a2 ghee',
    html: `<h2>Curd first, then butter, then ghee</h2>
<p>Most ghee in the market is made from cream separated by machine. Bilona ghee takes the long road: whole milk from grass-fed desi cows is boiled, set into curd overnight, and churned in both directions with a wooden <em>bilona</em> until the butter rises. Only that butter is slowly simmered into ghee.</p>
${image(1003, 'Bilona Desi Cow Ghee 500 ml')}
<h3>What the slow method gives you</h3>
<ul><li>A grainy texture (<em>danedar</em>) and a nutty aroma that fills the kitchen.</li><li>A higher smoke point than butter, so it is good for tadka and deep frying.</li><li>About 25 to 30 litres of milk for every litre of ghee: nothing is rushed.</li></ul>
<h3>How to keep it</h3>
<p>Store ghee in a dry glass or steel jar away from sunlight and always use a dry spoon. It keeps for nine months without a fridge.</p>
<p>Try our <a href="${product(1003, 'bilona-desi-cow-ghee-500-ml')}">Bilona Desi Cow Ghee</a>, churned in small batches in Gujarat.</p>`,
  },
  {
    id: 2,
    title: 'Five Spices Every Indian Kitchen Needs',
    excerpt: 'From Lakadong turmeric to cumin: what to look for and how to store them.',
    published: '2026-08-22T10:00',
    keywords: 'organic spices, lakadong turmeric, spice storage',
    html: `<h2>Start with five, and buy them whole where you can</h2>
<ol><li><strong>Turmeric</strong>: Lakadong turmeric from Meghalaya carries 7 to 9 % curcumin, about three times ordinary turmeric.</li><li><strong>Cumin</strong>: dry-roast and grind small batches for raita and buttermilk.</li><li><strong>Coriander seed</strong>: the base of most masalas; it should smell citrusy, not dusty.</li><li><strong>Black pepper</strong>: pair it with turmeric, it helps the body absorb curcumin.</li><li><strong>Mustard seed</strong>: the first crackle of every South Indian tadka.</li></ol>
${image(1021, 'Lakadong Turmeric Powder 100 g')}
<h3>Storing spices</h3>
<p>Keep them in airtight jars, away from the stove's heat. Ground spices lose their oils in about six months; whole spices keep for a year.</p>
<p>See our <a href="${product(1021, 'lakadong-turmeric-powder-100-g')}">Lakadong Turmeric Powder</a>, tested for curcumin in every lot.</p>`,
  },
  {
    id: 3,
    title: 'Millets: The Ancient Grains Making a Comeback',
    excerpt: 'Easy ways to bring foxtail, little millet and ragi to your daily meals.',
    published: '2026-07-14T09:00',
    keywords: 'millets, foxtail millet, ragi, shree anna',
    html: `<h2>Small grains, big benefits</h2>
<p>Millets grow with a fraction of the water rice needs and are rich in fibre, iron and calcium. They release energy slowly, which makes them a good everyday grain for families watching blood sugar.</p>
${image(1041, 'Foxtail Millet 500 g')}
<h3>Three easy swaps</h3>
<ul><li><strong>Foxtail millet</strong> instead of rice in pulao or lemon rice: soak 30 minutes, cook 1 cup with 2½ cups of water.</li><li><strong>Little millet</strong> in place of rava for upma.</li><li><strong>Ragi flour</strong> for a warm ragi malt or half-and-half rotis.</li></ul>
<p>Start with <a href="${product(1041, 'foxtail-millet-500-g')}">Foxtail Millet</a> or <a href="${product(1045, 'ragi-flour-500-g')}">Ragi Flour</a>.</p>`,
  },
  {
    id: 4,
    title: 'Your Monsoon Immunity Routine',
    excerpt: 'Kadha, chyawanprash and other Ayurvedic habits for the rainy season.',
    published: '2026-06-20T08:30',
    keywords: 'monsoon immunity, kadha, ayurveda monsoon',
    html: `<h2>Why digestion slows in the rains</h2>
<p>Ayurveda describes the monsoon as the season when <em>agni</em>, the digestive fire, is weakest. Heavy, fried and raw food sits longer, and colds spread easily.</p>
<h3>Simple daily habits</h3>
<ul><li>Start the day with warm water and a spoon of <a href="${product(1015, 'tulsi-infused-honey-250-g')}">Tulsi Infused Honey</a> once it has cooled to sip.</li><li>A cup of kadha in the evening: tulsi, ginger, black pepper, cinnamon and a little jaggery.</li><li>Cooked, warm meals; keep salads for the dry months.</li><li>A teaspoon of chyawanprash with warm milk for children and elders.</li></ul>
${image(1031, 'Tulsi Green Tea 50 g')}
<p><strong>Note:</strong> these habits support well-being; they are not a treatment. See a doctor for fever that lasts more than two days.</p>`,
  },
  {
    id: 5,
    title: 'Raw Honey vs Processed Honey',
    excerpt: 'What heating does to honey, and how to tell the difference at home.',
    published: '2026-05-16T09:15',
    keywords: 'raw honey, forest honey, honey adulteration',
    html: `<h2>What processing takes away</h2>
<p>Most supermarket honey is heated and finely filtered so that it stays runny on the shelf. Heat above 45 °C destroys the enzymes and pollen that make raw honey more than a sweetener.</p>
${image(1011, 'Raw Forest Honey 250 g')}
<h3>Signs of raw honey</h3>
<ul><li>It crystallises in winter: that is natural, not a sign of sugar.</li><li>Its colour and taste change with the season and the flowers.</li><li>It carries tiny specks of pollen and wax.</li></ul>
<h3>Using it well</h3>
<p>Never cook honey or stir it into boiling water; Ayurveda advises against heating it. Add it to warm drinks once they are cool enough to sip.</p>
<p>Our <a href="${product(1011, 'raw-forest-honey-250-g')}">Raw Forest Honey</a> is collected by tribal cooperatives and only strained through cloth.</p>`,
  },
  {
    id: 6,
    title: 'A Gentle Ayurvedic Skin Care Routine',
    excerpt: 'Ubtan, kumkumadi oil and simple steps for glowing skin.',
    published: '2026-04-11T10:00',
    keywords: 'ayurvedic skin care, kumkumadi oil, ubtan',
    html: `<h2>Less, but regularly</h2>
<p>Ayurvedic skin care is about a few gentle steps done every day rather than many products.</p>
<h3>Morning</h3>
<ol><li>Wash with a paste of besan, a pinch of turmeric and raw milk (a simple ubtan).</li><li>Splash with rose water.</li><li>Eat well and drink enough water: the skin shows the gut.</li></ol>
<h3>Night</h3>
<ol><li>Two or three drops of <a href="${product(1081, 'kumkumadi-face-oil-50-ml')}">Kumkumadi Face Oil</a> pressed into damp skin.</li><li>Sleep before 11 pm, when Ayurveda says the body repairs itself.</li></ol>
${image(1081, 'Kumkumadi Face Oil 50 ml')}
<p>Do a patch test behind the ear before using any new oil.</p>`,
  },
  {
    id: 7,
    title: 'A2 Milk: What the Label Really Means',
    excerpt: 'A1 and A2 beta-casein, desi breeds, and what to ask your dairy.',
    published: '2026-03-19T09:00',
    keywords: 'a2 milk, gir cow, desi cow milk',
    html: `<h2>A1 and A2 are two kinds of protein</h2>
<p>Milk carries a protein called beta-casein. Indian breeds such as Gir, Sahiwal and Tharparkar give milk with only the A2 kind; many imported cross-breeds give a mix of A1 and A2. Some people find A2 milk easier to digest.</p>
<h3>Questions to ask your dairy</h3>
<ul><li>Which breed are the cows, and are they tested?</li><li>Do the cows graze, and what are they fed?</li><li>Is the milk kept apart from other milk from collection to bottle?</li></ul>
${image(1001, 'A2 Gir Cow Ghee 500 ml')}
<p>The same questions apply to ghee: our <a href="${product(1001, 'a2-gir-cow-ghee-500-ml')}">A2 Gir Cow Ghee</a> comes from a single gaushala near Junagadh.</p>`,
  },
  {
    id: 8,
    title: 'Composting at Home in a Small Flat',
    excerpt: 'Turn kitchen waste into rich compost with two buckets and a balcony.',
    published: '2026-02-21T08:00',
    keywords: 'home composting, kitchen waste, balcony garden',
    html: `<h2>All you need is two buckets</h2>
<p>About 60 % of an Indian household's waste is wet kitchen waste. Composting it at home keeps it out of landfills and feeds your plants.</p>
<h3>Step by step</h3>
<ol><li>Drill a few holes in the lid and sides of a 20-litre bucket.</li><li>Lay a layer of dry leaves or shredded cardboard at the bottom.</li><li>Add vegetable peels, tea leaves and fruit scraps; cover each addition with a handful of dry leaves or cocopeat.</li><li>Turn it once a week. When the first bucket is full, start the second.</li><li>After about 45 days the first bucket holds dark, earthy compost.</li></ol>
<h3>Keep out</h3>
<ul><li>Meat, dairy and oily food (they smell and attract pests).</li><li>Plastic-coated paper and glossy packaging.</li></ul>
<p>If it smells sour, add more dry material; if nothing happens, sprinkle a little water and buttermilk. Then put the compost to work in a <a href="/blogs/15/growing-a-kitchen-garden-on-your-balcony">balcony kitchen garden</a>.</p>`,
  },
  {
    id: 9,
    title: 'Dinacharya: An Ayurvedic Daily Routine',
    excerpt: 'Wake early, scrape the tongue, oil pull, eat on time: a routine that fits city life.',
    published: '2026-01-24T07:30',
    keywords: 'dinacharya, ayurveda daily routine, oil pulling',
    html: `<h2>Small habits, done every day</h2>
<p><em>Dinacharya</em> is Ayurveda's daily routine. You do not need all of it at once; pick two habits and keep them for a month.</p>
<ul><li><strong>Wake before sunrise</strong>, ideally by 6 am.</li><li><strong>Tongue scraping</strong> with a copper or steel scraper, then warm water.</li><li><strong>Oil pulling</strong>: swish a tablespoon of <a href="${product(1057, 'sesame-oil-500-ml')}">sesame oil</a> for five minutes, spit it out (not in the sink).</li><li><strong>Abhyanga</strong>: a warm oil massage before the bath, at least on weekends.</li><li><strong>Lunch as the largest meal</strong>, when digestion is strongest.</li><li><strong>An early, light dinner</strong> and screens off an hour before bed.</li></ul>
${image(1057, 'Sesame Oil 500 ml')}`,
  },
  {
    id: 10,
    title: 'Cold-Pressed Oils: Which One for Which Dish',
    excerpt: 'Groundnut, mustard, coconut and sesame: matching the oil to the cooking.',
    published: '2025-12-13T09:00',
    keywords: 'cold pressed oil, wood pressed oil, kachi ghani',
    html: `<h2>Wood-pressed, not refined</h2>
<p>In a <em>ghani</em> the seeds are crushed slowly by a wooden press, so the oil stays below 45 °C and keeps its aroma. Refined oils are extracted with heat and solvents, then bleached and deodorised.</p>
<table><caption>A simple guide</caption><thead><tr><th scope="col">Oil</th><th scope="col">Best for</th></tr></thead><tbody><tr><td>Groundnut</td><td>Everyday Gujarati and Maharashtrian cooking, frying</td></tr><tr><td>Mustard</td><td>Bengali fish, pickles, North Indian sabzi</td></tr><tr><td>Coconut</td><td>Kerala cooking, hair and skin</td></tr><tr><td>Sesame</td><td>Tamil cooking, oil pulling, massage</td></tr></tbody></table>
${image(1051, 'Wood Pressed Groundnut Oil 500 ml')}
<p>Rotate two or three oils through the month for a balance of fats. Shop <a href="${product(1051, 'wood-pressed-groundnut-oil-500-ml')}">Wood Pressed Groundnut Oil</a>.</p>`,
  },
  {
    id: 11,
    title: 'Jaggery or Sugar? Sweetening the Indian Way',
    excerpt: 'Why jaggery keeps its minerals, and how to bake and cook with it.',
    published: '2025-11-15T10:30',
    keywords: 'organic jaggery, gud, sugar alternative',
    html: `<h2>Gud keeps what sugar loses</h2>
<p>Jaggery is sugarcane juice boiled down in open pans, without the bleaching that makes white sugar. It keeps small amounts of iron, magnesium and potassium. It is still sugar, so use it in moderation.</p>
<h3>Cooking with jaggery</h3>
<ul><li>Use about 1¼ cups of jaggery powder for every cup of sugar in baking.</li><li>Add it to dal and sambar at the end for the Gujarati sweet-sour balance.</li><li>A small piece after lunch is an old habit that aids digestion.</li></ul>
${image(1061, 'Organic Jaggery Powder 500 g')}
<p>Our <a href="${product(1061, 'organic-jaggery-powder-500-g')}">Organic Jaggery Powder</a> is made without chemicals by farmers in Kolhapur.</p>`,
  },
  {
    id: 12,
    title: 'How to Read an Organic Label in India',
    excerpt: 'Jaivik Bharat, India Organic and PGS: what each mark on the pack means.',
    published: '2025-10-18T09:00',
    keywords: 'organic certification india, jaivik bharat, india organic, pgs',
    html: `<h2>Three marks to know</h2>
<ul><li><strong>Jaivik Bharat</strong>: FSSAI's logo for organic food sold in India. Every organic food pack must carry it.</li><li><strong>India Organic</strong>: certification under the NPOP, by an accredited third-party body; required for exports.</li><li><strong>PGS-India</strong>: a group certification where farmers inspect each other; common for small farms selling locally.</li></ul>
<h3>What else to look for</h3>
<ol><li>The certifying body's name and the lot number.</li><li>An FSSAI licence number.</li><li>A packing date: organic food has no preservatives, so freshness matters.</li></ol>
<p>You can check a certificate on the <a href="https://jaivikbharat.fssai.gov.in/">Jaivik Bharat portal</a>.</p>`,
  },
  {
    id: 13,
    title: 'Festive Sweets Made Lighter',
    excerpt: 'Ghee, jaggery and millets in laddoos and barfis this Diwali.',
    published: '2025-10-04T11:00',
    keywords: 'healthy diwali sweets, ragi laddoo, jaggery sweets',
    html: `<h2>Ragi and dates laddoo</h2>
<p>Makes 12 laddoos.</p>
<h3>Ingredients</h3>
<ul><li>1 cup <a href="${product(1045, 'ragi-flour-500-g')}">ragi flour</a></li><li>3 tbsp ghee</li><li>10 soft dates, chopped</li><li>¼ cup jaggery powder</li><li>2 tbsp chopped almonds and a pinch of cardamom</li></ul>
<h3>Method</h3>
<ol><li>Roast the ragi flour in ghee on a low flame for 8 to 10 minutes, until it smells nutty.</li><li>Add the dates and jaggery and stir for two minutes.</li><li>Take it off the heat, add almonds and cardamom, and shape laddoos while warm.</li></ol>
${image(1045, 'Ragi Flour 500 g')}
<p>They keep for a week in an airtight box.</p>`,
  },
  {
    id: 14,
    title: 'Herbal Teas for Every Season',
    excerpt: 'Moringa, tulsi and hibiscus: what to brew in summer, monsoon and winter.',
    published: '2025-08-23T09:00',
    keywords: 'herbal tea, moringa tea, tulsi tea, hibiscus tea',
    html: `<h2>One cup, three seasons</h2>
<ul><li><strong>Summer</strong>: hibiscus and rose, brewed and chilled; naturally tart, no sugar needed.</li><li><strong>Monsoon</strong>: tulsi with a slice of ginger, for warmth and easy breathing.</li><li><strong>Winter</strong>: moringa with a little lemon; rich in iron and vitamin C.</li></ul>
${image(1037, 'Moringa Leaf Tea 50 g')}
<h3>Brewing</h3>
<p>Use water just off the boil (about 90 °C), one teaspoon a cup, and steep 4 to 5 minutes. Try <a href="${product(1037, 'moringa-leaf-tea-50-g')}">Moringa Leaf Tea</a>.</p>`,
  },
  {
    id: 15,
    title: 'Growing a Kitchen Garden on Your Balcony',
    excerpt: 'Tulsi, methi, tomatoes and chillies in pots, with home compost.',
    published: '2025-07-19T08:30',
    keywords: 'balcony garden, kitchen garden india, organic gardening',
    html: `<h2>Start with what you cook most</h2>
<p>A sunny balcony that gets four to five hours of sun can grow a good share of your herbs.</p>
<h3>Easy first plants</h3>
<ul><li><strong>Tulsi</strong>: one pot, morning sun, water when the top soil is dry.</li><li><strong>Methi and coriander</strong>: sow in a wide tray; harvest in three weeks.</li><li><strong>Tomatoes and chillies</strong>: 12-inch pots, support with a stick.</li></ul>
<h3>The soil mix</h3>
<p>One part garden soil, one part cocopeat and one part compost (see our post on <a href="/blogs/8/composting-at-home-in-a-small-flat">composting at home</a>). Water in the morning; feed with diluted buttermilk once a fortnight.</p>`,
  },
];

export interface SeedEvent {
  title: string;
  category: 'Physical Event' | 'Online';
  /** Days from the day of seeding; the time of day is Asia/Kolkata's. */
  inDays: number;
  time: string;
  hours: number;
  description: string;
  venue?: string;
  link?: string;
}

/** Events around the day the store is seeded: past and upcoming, of both categories; each shows the store's generated cover. */
export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'Organic Farm Visit: A Day at Our Ghee Gaushala',
    category: 'Physical Event',
    inDays: 12,
    time: '08:00',
    hours: 6,
    venue: 'SO Partner Gaushala, near Sanand, Ahmedabad',
    description: '<p>Walk through the pastures, watch curd being churned with a wooden bilona, and taste fresh ghee with bajra rotla for lunch.</p><ul><li>Bus from our Navrangpura store at 7 am</li><li>Suitable for children above 6</li></ul>',
  },
  {
    title: 'Millet Cooking Masterclass (Live on Zoom)',
    category: 'Online',
    inDays: 5,
    time: '17:00',
    hours: 1.5,
    link: 'https://zoom.us/j/5550100123',
    description: '<p>Chef Meera Iyer cooks foxtail millet pulao, little millet upma and ragi dosa live. Keep your ingredients ready and cook along.</p>',
  },
  {
    title: 'Ask the Vaidya: Winter Wellness',
    category: 'Online',
    inDays: 26,
    time: '18:30',
    hours: 1,
    link: 'https://meet.google.com/sox-vaid-ya1',
    description: '<p>Our Ayurvedic doctor answers your questions on diet, sleep and immunity for the cold months. Send questions in advance through the contact page.</p>',
  },
  {
    title: 'Balcony Composting Workshop',
    category: 'Physical Event',
    inDays: 40,
    time: '10:30',
    hours: 2,
    venue: 'SO Organic Store, Indiranagar, Bangalore',
    description: '<p>Set up a two-bucket compost system and take home a starter kit. Bring a 20-litre bucket with a lid.</p>',
  },
  {
    title: 'Organic Living Open House',
    category: 'Physical Event',
    inDays: -20,
    time: '11:00',
    hours: 5,
    venue: 'Organic Living site, Bavla Road, Ahmedabad',
    description: '<p>Visit the plots, meet the team and see the natural farming beds. Tea and snacks from our kitchen.</p>',
  },
  {
    title: 'Raw Honey Tasting with Forest Cooperatives',
    category: 'Online',
    inDays: -45,
    time: '16:00',
    hours: 1,
    link: 'https://zoom.us/j/5550100456',
    description: '<p>Honey collectors from the Nilgiris and Sundarbans talk about their seasons and how to tell raw honey from processed.</p>',
  },
  {
    title: 'Diwali Gifting Fair',
    category: 'Physical Event',
    inDays: -75,
    time: '10:00',
    hours: 9,
    venue: 'SO Organic Store, Salt Lake, Kolkata',
    description: '<p>Organic sweets, gift hampers and handmade diyas from women\'s self-help groups.</p>',
  },
  {
    title: 'Yoga and Ayurveda Morning',
    category: 'Physical Event',
    inDays: -3,
    time: '06:30',
    hours: 2,
    venue: 'Sector 21 Garden, Gandhinagar',
    description: '<p>An hour of yoga followed by a talk on dinacharya and a herbal drink.</p>',
  },
];

export interface SeedStore {
  store_name: string;
  city: string;
  state: { id: number; name: string };
  address_line_1: string;
  address_line_2: string;
  landmark: string;
  postal_code: string;
  open: string;
  close: string;
  mobile_no: string;
  email: string;
  /** Search text of the map link. */
  map: string;
}

/** State ids of GET /states/104/ (geo/india.ts numbers them in order from 1188). */
const GUJARAT = { id: 1198, name: 'Gujarat' };
const KARNATAKA = { id: 1203, name: 'Karnataka' };
const MAHARASHTRA = { id: 1208, name: 'Maharashtra' };
const WEST_BENGAL = { id: 1223, name: 'West Bengal' };

export const SEED_STORES: readonly SeedStore[] = [
  { store_name: 'SO Organic Store Navrangpura', city: 'Ahmedabad', state: GUJARAT, address_line_1: '12, Sahajanand Complex, C G Road', address_line_2: 'Navrangpura', landmark: 'Opposite Municipal Market', postal_code: '380009', open: '09:30', close: '21:00', mobile_no: '+917926440101', email: 'navrangpura@soorganic.test', map: 'C G Road Navrangpura Ahmedabad 380009' },
  { store_name: 'SO Organic Store Prahlad Nagar', city: 'Ahmedabad', state: GUJARAT, address_line_1: 'G-4, Venus Atlantis, 100 Feet Road', address_line_2: 'Prahlad Nagar', landmark: 'Near Prahlad Nagar Garden', postal_code: '380015', open: '10:00', close: '21:30', mobile_no: '+917926440102', email: 'prahladnagar@soorganic.test', map: 'Prahlad Nagar Ahmedabad 380015' },
  { store_name: 'SO Organic Store Gandhinagar', city: 'Gandhinagar', state: GUJARAT, address_line_1: 'Shop 7, Infocity Market', address_line_2: 'Sector 7', landmark: 'Near Infocity Gate 2', postal_code: '382007', open: '09:00', close: '20:30', mobile_no: '+917923220103', email: 'gandhinagar@soorganic.test', map: 'Infocity Gandhinagar 382007' },
  { store_name: 'SO Organic Store Bhavnagar', city: 'Bhavnagar', state: GUJARAT, address_line_1: '3, Waghawadi Road', address_line_2: 'Kalanala', landmark: 'Near Takhteshwar Temple', postal_code: '364001', open: '09:30', close: '20:00', mobile_no: '+912782510104', email: 'bhavnagar@soorganic.test', map: 'Waghawadi Road Bhavnagar 364001' },
  { store_name: 'SO Organic Store Bandra', city: 'Mumbai', state: MAHARASHTRA, address_line_1: '21, Hill Road', address_line_2: 'Bandra West', landmark: 'Near Mehboob Studio', postal_code: '400050', open: '10:00', close: '22:00', mobile_no: '+912226400105', email: 'bandra@soorganic.test', map: 'Hill Road Bandra West Mumbai 400050' },
  { store_name: 'SO Organic Store Powai', city: 'Mumbai', state: MAHARASHTRA, address_line_1: 'Shop 2, Galleria, Hiranandani Gardens', address_line_2: 'Powai', landmark: 'Near Powai Lake', postal_code: '400076', open: '10:00', close: '21:30', mobile_no: '+912225700106', email: 'powai@soorganic.test', map: 'Hiranandani Gardens Powai Mumbai 400076' },
  { store_name: 'SO Organic Store Indiranagar', city: 'Bangalore', state: KARNATAKA, address_line_1: '640, 12th Main Road', address_line_2: 'HAL 2nd Stage, Indiranagar', landmark: 'Near Indiranagar Metro', postal_code: '560038', open: '09:00', close: '21:00', mobile_no: '+918041200107', email: 'indiranagar@soorganic.test', map: '12th Main Road Indiranagar Bangalore 560038' },
  { store_name: 'SO Organic Store Salt Lake', city: 'Kolkata', state: WEST_BENGAL, address_line_1: 'CF-118, Sector I', address_line_2: 'Salt Lake City', landmark: 'Near City Centre 1', postal_code: '700064', open: '10:00', close: '20:30', mobile_no: '+913340100108', email: 'saltlake@soorganic.test', map: 'Sector I Salt Lake Kolkata 700064' },
];

const SO_COIN_META = { title: 'SO Coin | SO Organic Store', description: 'Earn one SO Coin for every ₹100 you spend and pay with coins at checkout.', keywords: 'so coin, rewards, loyalty points' };

/** Meta tags of the content routes (GET /user/meta-tags/?page_url=); pages that already have some keep theirs. */
export const SEED_PAGE_META: readonly { page_url: string; title: string; description: string; keywords: string }[] = [
  { page_url: '/event', title: 'Events | SO Organic Store', description: 'Farm visits, cooking classes and Ayurveda talks, in our stores and online.', keywords: 'organic events, farm visit, ayurveda workshop' },
  { page_url: '/store-locator', title: 'Store Locator | SO Organic Store', description: 'Find an SO Organic Store near you in Ahmedabad, Gandhinagar, Bhavnagar, Mumbai, Bangalore and Kolkata.', keywords: 'organic store near me, organic shop ahmedabad' },
  { page_url: '/organic-living', title: 'Organic Living | SO Organic Store', description: 'Plots on a natural farming project near Ahmedabad.', keywords: 'organic living, farm plots ahmedabad, natural farming' },
  { page_url: '/franchise', title: 'Franchise | SO Organic Store', description: 'Open an SO Organic Store: pure products, store design, training and marketing support.', keywords: 'organic store franchise, franchise india' },
  { page_url: '/so-coin', ...SO_COIN_META },
  { page_url: '/sosecoin', ...SO_COIN_META },
  { page_url: '/faq', title: 'FAQ | SO Organic Store', description: 'Answers about orders, delivery, returns, SO Coins and SO Elite.', keywords: 'organic store faq, delivery, returns' },
  { page_url: '/inspire-and-support', title: 'Inspire and Support | SO Organic Store', description: 'The farmers, families and causes our store supports.', keywords: 'organic farmers, social impact' },
  { page_url: '/contact-us', title: 'Contact Us | SO Organic Store', description: 'Write to us or call our customer care.', keywords: 'contact organic store, customer care' },
  { page_url: '/terms-and-conditions', title: 'Terms and Conditions | SO Organic Store', description: 'The terms of buying from SO Organic Store.', keywords: 'terms and conditions' },
  { page_url: '/shipping-policy', title: 'Shipping Policy | SO Organic Store', description: 'Delivery times, charges and where we deliver in India.', keywords: 'shipping policy, delivery charges' },
  { page_url: '/return-and-refund-policy', title: 'Return and Refund Policy | SO Organic Store', description: 'Replacements within 5 days, returns within 15 days and how refunds are paid.', keywords: 'return policy, refund policy' },
  { page_url: '/privacy-policy', title: 'Privacy Policy | SO Organic Store', description: 'What we collect, why, and how we keep it safe.', keywords: 'privacy policy' },
];
