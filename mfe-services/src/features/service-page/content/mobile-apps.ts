import android from 'bootstrap-icons/icons/android2.svg';
import play from 'bootstrap-icons/icons/google-play.svg';
import bell from 'bootstrap-icons/icons/bell.svg';
import wifiOff from 'bootstrap-icons/icons/wifi-off.svg';
import plug from 'bootstrap-icons/icons/plug.svg';
import tools from 'bootstrap-icons/icons/tools.svg';
import layers from 'bootstrap-icons/icons/layers.svg';
import lightning from 'bootstrap-icons/icons/lightning-charge.svg';
import speed from 'bootstrap-icons/icons/speedometer2.svg';
import brush from 'bootstrap-icons/icons/brush.svg';
import rocket from 'bootstrap-icons/icons/rocket-takeoff.svg';
import puzzle from 'bootstrap-icons/icons/puzzle.svg';
import type { ServiceContent } from './types';

const content: ServiceContent = {
  eyebrow: 'Mobile app development',
  intro: {
    heading: 'Put your service in your customers’ pockets',
    paragraphs: [
      'In India almost every customer, parent and field worker carries an Android phone. An app lets them order, book, pay, check results or report work in seconds, and lets you reach them with a notification instead of a missed phone call.',
      'We design and develop Android apps with Flutter, Google’s toolkit for building fast, good-looking apps from a single code base. Our own free school ERP app shares class work and home work with parents every day, so we know what it takes to run an app that thousands of people rely on.',
    ],
  },
  features: {
    heading: 'Android development, end to end',
    lead: 'From the first sketch to the Google Play listing and the updates after it.',
    items: [
      { icon: android, title: 'Native Android experience', text: 'Material Design screens, smooth scrolling and support for phones from budget models to the latest flagships.' },
      { icon: bell, title: 'Push notifications', text: 'Reminders, alerts and announcements sent to every user or to a chosen group, with delivery reports.' },
      { icon: wifiOff, title: 'Works offline', text: 'Data is stored on the phone and synchronised when the connection returns, ideal for field staff and patchy networks.' },
      { icon: plug, title: 'Connected to your systems', text: 'Secure APIs to your website, ERP or database, plus payment gateways, maps, camera and QR code scanning.' },
      { icon: play, title: 'Google Play publishing', text: 'Store listing, screenshots, privacy policy and the review process handled for you under your own developer account.' },
      { icon: tools, title: 'Updates and maintenance', text: 'Fixes, Android version upgrades and new features on a simple monthly plan.' },
    ],
  },
  highlight: {
    heading: 'Why we build with Flutter',
    lead: 'Flutter compiles to native ARM code and draws every pixel itself. For you that means:',
    items: [
      { icon: layers, title: 'One code base', text: 'The same code can later give you an iPhone app or a web version without starting over.' },
      { icon: lightning, title: 'Faster delivery', text: 'Hot reload lets us change a screen and see the result in a second, so design rounds take days, not weeks.' },
      { icon: speed, title: 'Native performance', text: 'Smooth 60 frames-per-second animations and quick start-up, even on entry-level phones.' },
      { icon: brush, title: 'Consistent design', text: 'Your brand looks the same on every device and Android version, because Flutter renders its own widgets.' },
      { icon: puzzle, title: 'Mature ecosystem', text: 'Backed by Google, with well-maintained packages for payments, maps, Firebase notifications and analytics.' },
      { icon: rocket, title: 'Lower cost to own', text: 'One team and one set of tests instead of two, which keeps both the build and future updates affordable.' },
    ],
  },
  process: {
    heading: 'How we build your app',
    steps: [
      { title: 'Idea and scope', text: 'We list the users, their tasks and the must-have features for the first release.' },
      { title: 'Wireframes and design', text: 'Screen-by-screen designs you can tap through on your own phone before development.' },
      { title: 'Development and testing', text: 'Fortnightly test builds installed on your phone, tested on a range of Android devices and versions.' },
      { title: 'Launch on Google Play', text: 'We prepare the listing and publish the app, then monitor crashes and reviews.' },
    ],
  },
  benefits: {
    heading: 'Why choose us for your app',
    items: [
      'Experience running our own Android app used daily by schools and parents.',
      'The app and its back end (website, API, database) built by one team.',
      'Clear fixed-price phases and a demo build on your phone every two weeks.',
      'Privacy built in: only the permissions the app needs, and a published privacy policy.',
    ],
  },
  cta: {
    heading: 'Have an app idea?',
    text: 'Tell us who will use it and what they should be able to do. We will suggest a first release you can launch quickly and grow from.',
    label: 'Discuss your app',
  },
};

export default content;
