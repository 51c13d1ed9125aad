import type { usersText } from '../features/users/users-text';

/**
 * The Users screen in Hindi (docs/decisions/026-hindi.md §8). "मालिक" and "स्टाफ़" are the roles'
 * names as My account shows them; a sentence about a user names the e-mail and ends with the
 * role or a verb that does not agree with anyone's gender ("… को हटाया गया").
 */
export const hiUsers: Record<keyof typeof usersText, string> = {
  'users.title': 'उपयोगकर्ता',
  'users.ownersOnly': 'एडमिन उपयोगकर्ताओं को सिर्फ़ मालिक ही संभाल सकते हैं। किसी खाते को जोड़ना या हटाना हो तो किसी मालिक से कहें।',
  'users.lead': 'भूमिकाएँ — {owner}: {ownerWhat} {staff}: {staffWhat}',
  'users.loadFailed': 'उपयोगकर्ताओं की सूची लोड नहीं हो पाई। {reason}',
  'users.caption': 'एडमिन उपयोगकर्ता',
  'users.col.email': 'ईमेल',
  'users.col.role': 'भूमिका',
  'users.col.lastActive': 'आख़िरी बार सक्रिय',
  'users.col.added': 'जोड़े जाने की तारीख',
  'users.col.actions': 'काम',
  'users.you': ' (आप)',
  'users.notSignedIn': 'साइन इन नहीं हुए',

  'role.owner': 'मालिक',
  'role.staff': 'स्टाफ़',
  'role.ownerWhat':
    'सब कुछ: उपयोगकर्ता, भुगतान और संपर्क जानकारी, एक्सपोर्ट, ट्रैश खाली करना, कोर्स हटाना। भुगतान या संपर्क जानकारी के हर बदलाव की सूचना ई-मेल से मिलती है।',
  'role.staffWhat':
    'रोज़ का काम: पूछताछ और आवेदन, प्रमाणपत्र, कोर्स, गैलरी, लोग, दफ़्तर का समय। भुगतान और संपर्क जानकारी देख सकते हैं, पर बदल नहीं सकते।',
  'role.of': '{email} की भूमिका',
  'role.askSelfStaff': 'ख़ुद को स्टाफ़ बनाएँ?',
  'role.askSelfStaffDetail': 'इसके बाद आप उपयोगकर्ताओं को नहीं संभाल पाएँगे।',
  'role.selfStaff': 'मुझे स्टाफ़ बनाएँ',
  'role.askOwner': '{email} को मालिक बनाएँ?',
  'role.askOwnerDetail': 'मालिक उपयोगकर्ताओं को जोड़ और हटा सकते हैं।',
  'role.makeOwner': 'मालिक बनाएँ',
  'role.askStaff': '{email} को स्टाफ़ बनाएँ?',
  'role.askStaffDetail': 'इसके बाद वे उपयोगकर्ताओं को नहीं संभाल पाएँगे।',
  'role.makeStaff': 'स्टाफ़ बनाएँ',
  'role.changed': '{email} की भूमिका अब: {role}',
  'role.notChanged': 'नहीं बदला: {reason}',

  'remove.thisIsYou': 'यह आप हैं',
  'remove.ask': '{email} को हटाएँ?',
  'remove.askDetail': 'वे तुरंत साइन आउट हो जाएँगे और फिर लॉग इन नहीं कर पाएँगे।',
  'remove.confirm': 'हटाएँ',
  'remove.button': 'हटाएँ',
  'remove.label': '{email} को हटाएँ',
  'remove.done': '{email} को हटाया गया',
  'remove.notDone': 'नहीं हटाया गया: {reason}',

  'add.title': 'उपयोगकर्ता जोड़ें',
  'add.email': 'ईमेल',
  'add.role': 'भूमिका',
  'add.password': 'पहला पासवर्ड',
  'add.passwordHint': 'आपके लिए बनाया गया है; चाहें तो अपना लिख सकते हैं (8 से 128 अक्षर)। यह जोड़ने के बाद सिर्फ़ एक बार दिखेगा।',
  'add.generate': 'दूसरा पासवर्ड बनाएँ',
  'add.checkForm': 'फ़ॉर्म जाँचें',
  'add.adding': 'जोड़ा जा रहा है…',
  'add.submit': 'उपयोगकर्ता जोड़ें',
  'add.added': '{email} को जोड़ा गया, भूमिका: {role}',
  'created.canLogIn': ' अब इस पासवर्ड से लॉग इन कर सकते हैं। इसे अभी कॉपी कर लें: यह दोबारा नहीं दिखेगा।',
  'created.password': 'पहला पासवर्ड:',
  'created.copy': 'पासवर्ड कॉपी करें',
  'created.copied': 'पासवर्ड कॉपी हो गया',
  'created.notCopied': 'कॉपी नहीं हो पाया: पासवर्ड चुनकर ख़ुद कॉपी करें',
  'created.done': 'हो गया',
};
