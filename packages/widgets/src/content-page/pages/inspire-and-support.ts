import { routes } from '../../shared/links.ts';
import { link, p, ul, type ContentDocument } from '../content-document.ts';

/** /inspire-and-support: the farmers, makers, families and causes the store stands with, and how shoppers join in. */
export const INSPIRE_AND_SUPPORT: ContentDocument = {
  title: 'Inspire and Support',
  intro:
    'A store is only as good as the people behind its shelves. These are the farmers, makers, families and causes we stand with, and the ways you can stand with them too, every time you shop.',
  sections: [
    {
      heading: 'Farmers who grow without chemicals',
      blocks: [
        p(
          'Moving a farm to organic takes years. The soil needs time to recover from chemical fertilisers and pesticides, and harvests often shrink before they grow again. Many farmers give up during those years because nobody pays them more for doing the right thing.',
        ),
        p(
          'We buy from farmers through that change and after it. We agree prices with them directly, we pay on time, and we buy across the seasons rather than only when a crop is cheap, so that growing clean food is a living and not a sacrifice.',
        ),
      ],
    },
    {
      heading: 'Small makers and women-led groups',
      blocks: [
        p(
          "Some of our pickles, papads, snacks, soaps and handmade goods come from women's self-help groups and small family enterprises. We help them with packaging, labelling and food-safety paperwork, and we place regular orders so that they can plan their work and their income.",
        ),
      ],
    },
    {
      heading: 'Families choosing a cleaner life',
      blocks: [
        p(
          'Changing what a family eats and uses at home is easier with good company. Our Vaidya consultation is free, our ',
          link('blogs', routes.blogs()),
          ' share seasonal recipes and everyday Ayurvedic wisdom, and our ',
          link('events', routes.events()),
          ' bring shoppers to farms, cooking workshops and talks with the people who grow their food.',
        ),
      ],
    },
    {
      heading: 'Causes we support',
      blocks: [
        ul(
          'Native seeds: we sell traditional varieties of grains, millets and pulses so that farmers have a reason to keep growing them and saving their seed.',
          'Healthy soil and clean water: every farm that stops using chemical fertilisers and pesticides keeps them out of its wells, streams and soil.',
          'Less waste: we keep packaging simple, choose paper or glass where it keeps food safe, and give good food close to its best-before date to community kitchens instead of throwing it away.',
          'Traditional knowledge: we work with Vaidyas and elders who keep the everyday practices of Ayurveda alive, and share what they teach.',
        ),
      ],
    },
    {
      heading: 'How you can join in',
      blocks: [
        ul(
          ['Buy what is in season from the ', link('shop', routes.shop()), ': it is fresher, and it is what our farmers have grown this month.'],
          [
            'Use ',
            link('Subscribe and Save', routes.subscribeAndSave()),
            ' for the staples you buy every month: regular orders help our farmers plan what to sow.',
          ],
          ['Come to one of our ', link('events', routes.events()), ' and meet the people who grow your food.'],
          [
            'Know an organic farmer, a self-help group or a small maker we should work with? ',
            link('Tell us about them', routes.contactUs()),
            '.',
          ],
          ['Share a recipe from our ', link('blogs', routes.blogs()), ' with a friend who is starting to eat more cleanly.'],
        ),
      ],
    },
  ],
};
