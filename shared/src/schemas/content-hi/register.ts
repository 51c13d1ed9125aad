import './register-names';
import './register-course-texts';

// Every shipped Hindi text of the institute's records at once: for the server (a save drops Hindi
// equal to the shipped one) and the admin panel (the Hindi boxes show it). A Hindi page loads the
// two parts separately, each with the code that shows it (public-site/src/i18n/hindi*.ts).
export { HI_CONTENT_NAMES } from './register-names';
export { HI_COURSE_TEXTS } from './register-course-texts';
