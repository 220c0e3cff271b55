import type { ServicePageContent } from "./service-page.ts";

export const socialMediaPage: ServicePageContent = {
  eyebrow: "Social media design",
  heading: "Posts people stop for, in your brand.",
  intro: "Campaigns, carousels and festive posts designed around one idea each, with 3D and motion when a flat graphic will not stop the thumb.",
  heroAlt: "A grid of colourful social media posts on a phone screen",
  keywords: [
    ["Campaigns", "Carousels", "Stories", "Reels covers", "Festive posts"],
    ["CGI posts", "Infographics", "Templates", "Ad creatives", "Content calendars"],
  ],
  knowMore: {
    intro: "A monthly rhythm of posts that look like one brand, planned with you and delivered ready to publish.",
    services: [
      { title: "Monthly post design", text: "A set of feed posts and stories each month, planned against your calendar." },
      { title: "Campaigns", text: "Launch and awareness campaigns with a single idea across formats." },
      { title: "CGI & motion posts", text: "3D and animated posts for the moments that need to stand out." },
      { title: "Templates", text: "Editable templates so your team can post in-brand between our sets." },
    ],
    industries: [
      { title: "Non-profits & awareness", text: "Campaigns that explain and move people." },
      { title: "Education", text: "Informative carousels and explainers." },
      { title: "Retail & food", text: "Offers, launches and festive specials." },
    ],
    whyUs: [
      { title: "Idea-led", text: "Every post has a reason to exist beyond filling the grid." },
      { title: "3D in-house", text: "CGI posts without outsourcing, at social turnaround times." },
      { title: "Every size", text: "Feed, story and ad sizes delivered together." },
    ],
    contactLine: "Want a feed that finally looks like one brand?",
    faqs: [
      {
        question: "How many posts are in a monthly set?",
        answer: "Most clients take 12 to 20 posts a month plus stories; we size the set to your posting rhythm.",
      },
      {
        question: "Do you post for us?",
        answer: "We deliver the designs and captions ready to schedule; posting and community management stay with you.",
      },
      { question: "Which formats do you deliver?", answer: "PNG and JPEG for stills, MP4 for motion, in every size the platforms need." },
    ],
  },
  work: { heading: "Social campaigns", intro: "Open a campaign to see the full set." },
};
