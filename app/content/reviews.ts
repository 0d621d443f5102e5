import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import type { CallToAction, HeroConfig, PageHead, RatingPlatform, Stat, Testimonial } from './types.ts'

/** The /reviews page. It shows the displayed rating reading (5.0 from 200+ families). */

export const reviewsRating = claims.rating.displayed

export const reviewsHead: PageHead = {
  title: 'Customer Reviews: 5.0 Stars from 200+ Families',
  description:
    'Read verified reviews of our fence, gate and staining work in Celina, Prosper, Frisco, McKinney and Allen, and see our Google, Facebook, Yelp and BBB ratings.',
  keywords: [
    'fence company reviews',
    'Celina fence contractor reviews',
    'Prosper fence reviews',
    'best fence company north Texas',
    'fence installer testimonials',
  ],
}

export const reviewsHero: HeroConfig = {
  backgroundImage: 'vinyl-gate',
  subtitle: '5.0 Stars from 200+ North Texas Families',
  title: 'What Our Customers Say',
  description:
    'Homeowners from Celina to Allen trust us with their fences, gates and backyards. Read what they say about our crews, our communication and the finished work.',
  primaryButtonText: 'Get Free Quote',
  secondaryButtonText: `Call ${site.phone.display}`,
  features: [
    { icon: 'star', title: '5.0 Average Rating' },
    { icon: 'users', title: '500+ Happy Customers' },
    { icon: 'award', title: 'Lifetime Warranty' },
    { icon: 'badge-check', title: 'Verified Reviews' },
  ],
  form: {
    formTitle: 'Join Our Happy Customers',
    formDescription: 'Get the same experience our reviewers talk about, starting with a free, itemized quote.',
    submitButtonText: 'Get My Free Quote',
    pageContext: 'Reviews Page',
    formType: 'Hero Contact Form',
    ratingText: reviewsRating.text,
    features: ['Free on-site estimate', 'Response within 24 hours', 'Lifetime workmanship warranty'],
  },
}

export const reviewStatsTitle = 'Our Reputation by the Numbers'
export const reviewStats: readonly Stat[] = [
  { value: `${reviewsRating.ratingValue.toFixed(1)}★`, label: 'Average rating' },
  { value: `${reviewsRating.reviewCount}+`, label: 'Five-star reviews' },
  { value: claims.happyCustomers, label: 'Happy customers' },
  { value: claims.experience.standard.replace(/ years$/, ''), label: 'Years of experience' },
]

export const testimonialsSection = {
  title: 'Recent Customer Reviews',
  intro: 'Real projects from our neighbors across north Dallas-Fort Worth.',
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Jennifer Morales',
    location: 'Prosper, TX',
    rating: 5,
    date: '2 weeks ago',
    project: '6 ft cedar board-on-board privacy fence',
    text: 'They handled our Windsong Ranch HOA paperwork, had approval in under three weeks and built 180 feet of board-on-board cedar in two days. The crew protected our sprinkler heads and left the yard cleaner than they found it.',
    verified: true,
  },
  {
    name: 'Mark Thompson',
    location: 'Celina, TX',
    rating: 5,
    date: '1 month ago',
    project: 'Horizontal cedar fence with stain',
    text: 'We wanted a modern horizontal fence along the back of our Light Farms lot. They walked us through stain samples, set every post in concrete and the lines are perfectly straight. Our neighbors keep asking who built it.',
    verified: true,
  },
  {
    name: 'Priya Raman',
    location: 'Frisco, TX',
    rating: 5,
    date: '3 weeks ago',
    project: 'White vinyl pool fence with self-closing gate',
    text: 'Our pool builder recommended them and I can see why. The quote came the next morning, the vinyl fence and self-closing gate passed the city pool inspection the first time, and the price matched the estimate to the dollar.',
    verified: true,
  },
  {
    name: 'David Nguyen',
    location: 'McKinney, TX',
    rating: 5,
    date: '2 months ago',
    project: 'Automatic sliding driveway gate with keypad',
    text: 'The 14-foot sliding gate opens smoothly with the keypad and our phones. They explained every option instead of upselling, finished on schedule and came back a week later to adjust the closing speed at no charge.',
    verified: true,
  },
  {
    name: 'Carlos Hernández',
    location: 'Aubrey, TX',
    rating: 5,
    date: '1 week ago',
    project: 'Black iron fence and double drive gate',
    text: 'We have five acres and needed a fence that would keep our dogs in without blocking the view. The ornamental iron fence and double gate look fantastic. Being able to talk through everything in Spanish with the foreman made it easy for my parents too.',
    verified: true,
  },
  {
    name: 'Karen Whitfield',
    location: 'Allen, TX',
    rating: 5,
    date: '3 months ago',
    project: 'Storm repair and fence staining',
    text: 'A spring storm knocked down two sections of our fence. They secured it the same day so the dogs could go out, replaced the broken posts and pickets, then stained the whole fence so the new boards blend right in.',
    verified: false,
  },
]

export const ratingPlatformsSection = {
  title: 'Rated 5 Stars Across the Web',
  intro: 'See what customers say on the platforms you already trust. Each link opens the review site in a new tab.',
  linkLabel: 'Read reviews',
}

export const ratingPlatforms: readonly RatingPlatform[] = [
  { name: 'Google', rating: 5.0, count: 132, platform: 'google' },
  { name: 'Facebook', rating: 5.0, count: 38, platform: 'facebook' },
  { name: 'Yelp', rating: 4.9, count: 19, platform: 'yelp' },
  { name: 'BBB', rating: 5.0, count: 14, platform: 'bbb' },
]

export const shareExperience = {
  title: 'Share Your Experience',
  text: 'Had us build your fence? A quick review helps your neighbors find a contractor they can trust, and photos of your finished project make our day.',
  leaveReviewLabel: 'Leave a Review',
  sharePhotosLabel: 'Share Your Photos',
  photosSubject: 'Photos of my new fence',
  photosBody: `Hi ${site.businessName},\n\nHere are a few photos of my new fence (attached).\n\nName:\nCity:\nProject:\n\nYou may share these photos on your website and social media: Yes / No\n`,
}

export const reviewsClosingCta: CallToAction = {
  headline: 'Ready to Become Our Next 5-Star Review?',
  text: 'Tell us about your project and get a free, itemized quote within 24 hours.',
  buttons: [
    { kind: 'quote', label: 'Get Free Quote' },
    { kind: 'link', label: 'Contact Us', to: '/contact' },
    { kind: 'call', label: `Call ${site.phone.display}` },
  ],
}
