// Icons from bootstrap-icons (MIT licence), one small SVG file each, emitted as hashed assets.
import archive from 'bootstrap-icons/icons/archive.svg';
import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg';
import award from 'bootstrap-icons/icons/award.svg';
import barChartLine from 'bootstrap-icons/icons/bar-chart-line.svg';
import bell from 'bootstrap-icons/icons/bell.svg';
import book from 'bootstrap-icons/icons/book.svg';
import boxSeam from 'bootstrap-icons/icons/box-seam.svg';
import briefcase from 'bootstrap-icons/icons/briefcase.svg';
import building from 'bootstrap-icons/icons/building.svg';
import bullseye from 'bootstrap-icons/icons/bullseye.svg';
import busFront from 'bootstrap-icons/icons/bus-front.svg';
import calculator from 'bootstrap-icons/icons/calculator.svg';
import calendarCheck from 'bootstrap-icons/icons/calendar-check.svg';
import calendarEvent from 'bootstrap-icons/icons/calendar-event.svg';
import calendarPlus from 'bootstrap-icons/icons/calendar-plus.svg';
import calendarWeek from 'bootstrap-icons/icons/calendar-week.svg';
import calendarX from 'bootstrap-icons/icons/calendar-x.svg';
import calendar3 from 'bootstrap-icons/icons/calendar3.svg';
import cashStack from 'bootstrap-icons/icons/cash-stack.svg';
import chatDots from 'bootstrap-icons/icons/chat-dots.svg';
import check2Circle from 'bootstrap-icons/icons/check2-circle.svg';
import clipboardData from 'bootstrap-icons/icons/clipboard-data.svg';
import clock from 'bootstrap-icons/icons/clock.svg';
import clockHistory from 'bootstrap-icons/icons/clock-history.svg';
import compass from 'bootstrap-icons/icons/compass.svg';
import creditCard from 'bootstrap-icons/icons/credit-card.svg';
import diagram2 from 'bootstrap-icons/icons/diagram-2.svg';
import doorOpen from 'bootstrap-icons/icons/door-open.svg';
import eggFried from 'bootstrap-icons/icons/egg-fried.svg';
import emojiFrown from 'bootstrap-icons/icons/emoji-frown.svg';
import envelope from 'bootstrap-icons/icons/envelope.svg';
import exclamationTriangle from 'bootstrap-icons/icons/exclamation-triangle.svg';
import eye from 'bootstrap-icons/icons/eye.svg';
import fileEarmarkSpreadsheet from 'bootstrap-icons/icons/file-earmark-spreadsheet.svg';
import fileEarmarkText from 'bootstrap-icons/icons/file-earmark-text.svg';
import files from 'bootstrap-icons/icons/files.svg';
import fingerprint from 'bootstrap-icons/icons/fingerprint.svg';
import flag from 'bootstrap-icons/icons/flag.svg';
import folder2Open from 'bootstrap-icons/icons/folder2-open.svg';
import gear from 'bootstrap-icons/icons/gear.svg';
import gift from 'bootstrap-icons/icons/gift.svg';
import globe from 'bootstrap-icons/icons/globe.svg';
import graphUp from 'bootstrap-icons/icons/graph-up.svg';
import handThumbsUp from 'bootstrap-icons/icons/hand-thumbs-up.svg';
import hourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg';
import houseDoor from 'bootstrap-icons/icons/house-door.svg';
import images from 'bootstrap-icons/icons/images.svg';
import journalBookmarkFill from 'bootstrap-icons/icons/journal-bookmark-fill.svg';
import journalText from 'bootstrap-icons/icons/journal-text.svg';
import lightbulb from 'bootstrap-icons/icons/lightbulb.svg';
import lightningCharge from 'bootstrap-icons/icons/lightning-charge.svg';
import listTask from 'bootstrap-icons/icons/list-task.svg';
import megaphone from 'bootstrap-icons/icons/megaphone.svg';
import mortarboard from 'bootstrap-icons/icons/mortarboard.svg';
import newspaper from 'bootstrap-icons/icons/newspaper.svg';
import patchCheckFill from 'bootstrap-icons/icons/patch-check-fill.svg';
import patchQuestion from 'bootstrap-icons/icons/patch-question.svg';
import pencil from 'bootstrap-icons/icons/pencil.svg';
import people from 'bootstrap-icons/icons/people.svg';
import personCheck from 'bootstrap-icons/icons/person-check.svg';
import personLinesFill from 'bootstrap-icons/icons/person-lines-fill.svg';
import personVcard from 'bootstrap-icons/icons/person-vcard.svg';
import personWorkspace from 'bootstrap-icons/icons/person-workspace.svg';
import phone from 'bootstrap-icons/icons/phone.svg';
import pieChart from 'bootstrap-icons/icons/pie-chart.svg';
import qrCode from 'bootstrap-icons/icons/qr-code.svg';
import questionCircle from 'bootstrap-icons/icons/question-circle.svg';
import receipt from 'bootstrap-icons/icons/receipt.svg';
import search from 'bootstrap-icons/icons/search.svg';
import send from 'bootstrap-icons/icons/send.svg';
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg';
import sliders2 from 'bootstrap-icons/icons/sliders2.svg';
import speedometer from 'bootstrap-icons/icons/speedometer.svg';
import table from 'bootstrap-icons/icons/table.svg';
import tag from 'bootstrap-icons/icons/tag.svg';
import trophy from 'bootstrap-icons/icons/trophy.svg';
import uiChecks from 'bootstrap-icons/icons/ui-checks.svg';
import upc from 'bootstrap-icons/icons/upc.svg';
import xCircle from 'bootstrap-icons/icons/x-circle.svg';

/** URLs of the icons this remote draws, by their bootstrap-icons name. */
export const iconUrls = {
  archive: archive,
  'arrow-clockwise': arrowClockwise,
  award: award,
  'bar-chart-line': barChartLine,
  bell: bell,
  book: book,
  'box-seam': boxSeam,
  briefcase: briefcase,
  building: building,
  bullseye: bullseye,
  'bus-front': busFront,
  calculator: calculator,
  'calendar-check': calendarCheck,
  'calendar-event': calendarEvent,
  'calendar-plus': calendarPlus,
  'calendar-week': calendarWeek,
  'calendar-x': calendarX,
  calendar3: calendar3,
  'cash-stack': cashStack,
  'chat-dots': chatDots,
  'check2-circle': check2Circle,
  'clipboard-data': clipboardData,
  clock: clock,
  'clock-history': clockHistory,
  compass: compass,
  'credit-card': creditCard,
  'diagram-2': diagram2,
  'door-open': doorOpen,
  'egg-fried': eggFried,
  'emoji-frown': emojiFrown,
  envelope: envelope,
  'exclamation-triangle': exclamationTriangle,
  eye: eye,
  'file-earmark-spreadsheet': fileEarmarkSpreadsheet,
  'file-earmark-text': fileEarmarkText,
  files: files,
  fingerprint: fingerprint,
  flag: flag,
  'folder2-open': folder2Open,
  gear: gear,
  gift: gift,
  globe: globe,
  'graph-up': graphUp,
  'hand-thumbs-up': handThumbsUp,
  'hourglass-split': hourglassSplit,
  'house-door': houseDoor,
  images: images,
  'journal-bookmark-fill': journalBookmarkFill,
  'journal-text': journalText,
  lightbulb: lightbulb,
  'lightning-charge': lightningCharge,
  'list-task': listTask,
  megaphone: megaphone,
  mortarboard: mortarboard,
  newspaper: newspaper,
  'patch-check-fill': patchCheckFill,
  'patch-question': patchQuestion,
  pencil: pencil,
  people: people,
  'person-check': personCheck,
  'person-lines-fill': personLinesFill,
  'person-vcard': personVcard,
  'person-workspace': personWorkspace,
  phone: phone,
  'pie-chart': pieChart,
  'qr-code': qrCode,
  'question-circle': questionCircle,
  receipt: receipt,
  search: search,
  send: send,
  'shield-check': shieldCheck,
  sliders2: sliders2,
  speedometer: speedometer,
  table: table,
  tag: tag,
  trophy: trophy,
  'ui-checks': uiChecks,
  upc: upc,
  'x-circle': xCircle,
} as const satisfies Record<string, string>;

export type IconName = keyof typeof iconUrls;
