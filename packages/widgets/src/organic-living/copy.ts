/**
 * Texts and facts of the /organic-living page (a lakeside forest plotting project near
 * Ahmedabad), none of them shared, so not in MSG. The page states no price, size, approval or return:
 * plots are offered on request and every detail is shared at a site visit.
 *
 * The site's address, map position and phone are the project's own: the owner must confirm them
 * against the real site and desk before launch (as for STORE_CONTACTS).
 */

/** The project site: the address as it is written on a letter, and its position on the map. */
export const ORGANIC_LIVING_SITE = {
  name: 'SO Organic Living',
  addressLines: [
    'SO Organic Living, Survey No. 214',
    'Sanand – Nal Sarovar Road, near the village lake',
    'Village Juval, Taluka Sanand',
    'District Ahmedabad, Gujarat 382110',
  ],
  /** Where the marker goes (WGS 84, decimal degrees). */
  latitude: 22.9312,
  longitude: 72.2684,
  /** How far the embedded map reaches either side of the marker, in degrees. */
  span: { latitude: 0.012, longitude: 0.02 },
  /** The project desk: site visits and plot enquiries. */
  phone: '+91 79 4890 2040',
} as const;

export const ORGANIC_LIVING_COPY = {
  title: 'Organic Living',
  intro:
    'A lakeside forest community near Ahmedabad: land you can care for, food you grow without chemicals, native trees, open water and neighbours who value the same.',
  sections: [
    {
      title: 'The project',
      paragraphs: [
        'Organic Living is a plotting project on farmland beside a lake, a short drive from Ahmedabad. The land is laid out as forest plots: each plot keeps room for trees, a kitchen garden and a small farm, and the paths and common areas are shaded by the trees planted along them.',
        'It grew out of what we do at the store every day. For ten years we have worked with farmers who grow without chemicals; Organic Living is a place where families can live that way themselves.',
      ],
    },
    {
      title: 'Natural farming',
      paragraphs: [
        'The land is farmed without chemical fertilisers or pesticides. Soil is fed with compost, cow-dung based preparations such as jeevamrut and a thick mulch, and crops are grown in mixed rows so that they protect one another.',
        'Plot owners who want to farm get help from our partner farmers: what to sow in each season, how to prepare the soil and how to keep pests away naturally.',
      ],
    },
    {
      title: 'Native trees',
      paragraphs: [
        'We plant trees that belong to Gujarat: neem, banyan, peepal, mango, jamun, amla and khijdo along the boundaries, the paths and the lake shore. They need little water once they are established, give shade through the summer and bring back birds and bees.',
      ],
    },
    {
      title: 'Water harvesting',
      paragraphs: [
        'Every monsoon the rain is led into the lake, farm ponds and recharge pits instead of running off the land, so the groundwater is topped up for the dry months. Crops and young trees are watered by drip and mulch, which keeps the water use low.',
      ],
    },
    {
      title: 'A community',
      paragraphs: [
        'Organic Living is meant to be lived in together. Common spaces, seasonal work days, harvest gatherings and workshops on natural farming and Ayurvedic living bring the families on the land together, and children grow up knowing where their food comes from.',
      ],
    },
    {
      title: 'Plots and site visits',
      paragraphs: [
        'Plots are offered on request. Call us to book a site visit: we walk the land with you, show you the layout, the lake and the farm, and share all the details of the plots and the documents there.',
      ],
    },
  ],
  textLoading: 'Loading the Organic Living page',
  bannersLabel: 'Organic Living in pictures',
  /** The five banner images, in order (their artwork: /media/pages/organic-living-{n}-{w}.webp). */
  slides: [
    'Sunrise over the lake at Organic Living, with trees along the far shore',
    'The young forest of native trees on the Organic Living land',
    'Rows of naturally grown crops on the Organic Living farm',
    'The lake at dusk with trees on the far shore',
    'A morning view of the farm beside the lake',
  ],
  addressTitle: 'Site address',
  mapTitle: 'Find the site',
  mapFrameTitle: 'Map of the Organic Living site near Ahmedabad (OpenStreetMap)',
  openMap: 'Open the map',
  openMapLabel: 'Open the map of the Organic Living site on OpenStreetMap (opens in a new tab)',
  contactTitle: 'Visit the site',
  contactText: 'For plot enquiries and to book a site visit, call the Organic Living desk.',
  call: (phone: string) => `Call the Organic Living desk on ${phone}`,
} as const;
