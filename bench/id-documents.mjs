// Generated identity documents for the ID scan's benchmark (bench/id-scan.mjs) and browser test
// (e2e/id-scan.e2e.ts): fictional persons on a Hong Kong identity card, a mainland resident
// identity card and a passport data page, drawn on a canvas in Chromium with the fonts Debian
// has here (WenQuanYi Micro Hei for Chinese, DejaVu Sans for Latin text, DejaVu Sans Mono for
// the machine-readable zone: no OCR-B font is installed), clean or degraded (blur, noise, tilt,
// JPEG). Deterministic: the same seed gives the same persons and pixels.

/** A small seeded generator (mulberry32), so a run can be repeated image for image. */
export function randomOf(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const digits = (rand, n) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const pad = (n) => String(n).padStart(2, '0');

// The documents' own check characters, written here again on purpose: the benchmark must not
// trust the code it measures.
function hkidCheck(prefix, six) {
  const padded = prefix.length === 1 ? ` ${prefix}` : prefix;
  const values = [...padded].map((c) => (c === ' ' ? 36 : c.charCodeAt(0) - 55));
  const sum = [...values, ...[...six].map(Number)].reduce((s, v, i) => s + v * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}
function mainlandCheck(first17) {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * w[i], 0);
  return '10X98765432'[sum % 11];
}
function mrzCheck(field) {
  const w = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i];
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * w[i % 3];
  }
  return String(sum % 10);
}

// Names: Chinese characters with their Cantonese (Hong Kong) and pinyin spellings.
const SURNAMES = [
  ['陳', 'CHAN', 'CHEN'],
  ['李', 'LEE', 'LI'],
  ['張', 'CHEUNG', 'ZHANG'],
  ['黃', 'WONG', 'HUANG'],
  ['劉', 'LAU', 'LIU'],
  ['林', 'LAM', 'LIN'],
  ['何', 'HO', 'HE'],
  ['梁', 'LEUNG', 'LIANG'],
  ['周', 'CHOW', 'ZHOU'],
  ['吳', 'NG', 'WU'],
  ['馬', 'MA', 'MA'],
  ['郭', 'KWOK', 'GUO'],
];
const GIVEN = [
  ['大', 'Tai', 'DA'],
  ['文', 'Man', 'WEN'],
  ['小', 'Siu', 'XIAO'],
  ['明', 'Ming', 'MING'],
  ['美', 'Mei', 'MEI'],
  ['玲', 'Ling', 'LING'],
  ['志', 'Chi', 'ZHI'],
  ['偉', 'Wai', 'WEI'],
  ['嘉', 'Ka', 'JIA'],
  ['欣', 'Yan', 'XIN'],
  ['俊', 'Chun', 'JUN'],
  ['芳', 'Fong', 'FANG'],
];
// The mainland card is printed in simplified characters.
const SIMPLIFIED = { 陳: '陈', 張: '张', 黃: '黄', 劉: '刘', 吳: '吴', 馬: '马', 偉: '伟' };
const simplified = (text) => [...text].map((c) => SIMPLIFIED[c] ?? c).join('');
const MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');
const NATIONS = [
  ['CHN', 'CN', 'CHINESE'],
  ['GBR', 'GB', 'BRITISH CITIZEN'],
  ['USA', 'US', 'UNITED STATES OF AMERICA'],
  ['CAN', 'CA', 'CANADIAN'],
  ['AUS', 'AU', 'AUSTRALIAN'],
  ['SGP', 'SG', 'SINGAPORE CITIZEN'],
];

function birthOf(rand) {
  const year = 1950 + Math.floor(rand() * 55);
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * 28);
  return { year, month, day, iso: `${year}-${pad(month)}-${pad(day)}` };
}

function nameOf(rand) {
  const surname = pick(rand, SURNAMES);
  const given = Array.from({ length: rand() < 0.7 ? 2 : 1 }, () => pick(rand, GIVEN));
  return { surname, given };
}

/** A person on a Hong Kong identity card, with what a perfect reading fills. */
function hkidPerson(rand) {
  const { surname, given } = nameOf(rand);
  const birth = birthOf(rand);
  const prefix = rand() < 0.15 ? pick(rand, ['XA', 'WX']) : pick(rand, [...'ACDEGHKPRVYZ']);
  const six = digits(rand, 6);
  const number = `${prefix}${six}(${hkidCheck(prefix, six)})`;
  const gender = rand() < 0.5 ? 'M' : 'F';
  return {
    kind: 'hkid',
    nameCn: surname[0] + given.map((g) => g[0]).join(''),
    nameEnPrinted: `${surname[1]}, ${given.map((g) => g[1]).join(' ')}`,
    code: Array.from({ length: 1 + given.length }, () => digits(rand, 4)).join(' '),
    birthPrinted: `${pad(birth.day)}-${pad(birth.month)}-${birth.year}`,
    issued: `(${pad(1 + Math.floor(rand() * 12))}-${pad(Math.floor(rand() * 30) + 70)})  ${pad(1 + Math.floor(rand() * 28))}-${pad(1 + Math.floor(rand() * 12))}-${pad(10 + Math.floor(rand() * 15))}`,
    expected: {
      idType: 'hkId',
      idNumber: number,
      nameCn: surname[0] + given.map((g) => g[0]).join(''),
      nameEn: `${surname[1]} ${given.map((g) => g[1]).join(' ')}`,
      birthDate: birth.iso,
      gender,
    },
    number,
    gender,
  };
}

/** A person on a mainland resident identity card. */
function mainlandPerson(rand) {
  const { surname, given } = nameOf(rand);
  const birth = birthOf(rand);
  const gender = rand() < 0.5 ? 'M' : 'F';
  const area = pick(rand, ['110105', '440304', '310115', '320106', '330102', '510107']);
  const seq = `${digits(rand, 2)}${(Math.floor(rand() * 5) * 2 + (gender === 'M' ? 1 : 0)) % 10}`;
  const first17 = `${area}${birth.year}${pad(birth.month)}${pad(birth.day)}${seq}`;
  const number = `${first17}${mainlandCheck(first17)}`;
  const nameCn = simplified(surname[0] + given.map((g) => g[0]).join(''));
  return {
    kind: 'mainland',
    nameCn,
    birthPrinted: `${birth.year}  年  ${birth.month}  月  ${birth.day}  日`,
    address: pick(rand, [
      '北京市朝阳区建国路88号',
      '广东省深圳市福田区深南大道1001号',
      '上海市浦东新区世纪大道100号',
    ]),
    number,
    gender,
    expected: {
      idType: 'cnId',
      idNumber: number,
      nameCn,
      birthDate: birth.iso,
      gender,
      nationality: 'CN',
    },
  };
}

/** A person on a passport's data page (TD3), of one of a few nations. */
function passportPerson(rand) {
  const { surname, given } = nameOf(rand);
  const birth = birthOf(rand);
  const gender = rand() < 0.5 ? 'M' : 'F';
  const [alpha3, alpha2, nationalityText] = pick(rand, NATIONS);
  const number =
    alpha3 === 'CHN' ? `E${digits(rand, 8)}` : `${pick(rand, [...'KLNP'])}${digits(rand, 8)}`;
  const expiry = {
    year: 2027 + Math.floor(rand() * 9),
    month: 1 + Math.floor(rand() * 12),
    day: 1 + Math.floor(rand() * 28),
  };
  const spelled = alpha3 === 'CHN' ? 2 : 1;
  const sur = surname[spelled];
  const givenWords = given.map((g) => g[spelled].toUpperCase());
  const line1 = `P<${alpha3}${sur}<<${givenWords.join('<')}`.padEnd(44, '<');
  const dob = `${pad(birth.year % 100)}${pad(birth.month)}${pad(birth.day)}`;
  const exp = `${pad(expiry.year % 100)}${pad(expiry.month)}${pad(expiry.day)}`;
  const num = number.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const body = `${num}${mrzCheck(num)}${alpha3}${dob}${mrzCheck(dob)}${gender}${exp}${mrzCheck(exp)}${personal}${mrzCheck(personal)}`;
  const line2 = body + mrzCheck(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  const dateText = (d) => `${pad(d.day)} ${MONTHS[d.month - 1]} ${d.year}`;
  return {
    kind: 'passport',
    surname: sur,
    given: givenWords.join(' '),
    nationalityText,
    birthPrinted: dateText(birth),
    expiryPrinted: dateText(expiry),
    number,
    gender,
    mrz: [line1, line2],
    expected: {
      idType: 'passport',
      idNumber: number,
      nameEn: `${sur} ${givenWords.join(' ')}`,
      birthDate: birth.iso,
      gender,
      nationality: alpha2,
      idExpiry: `${expiry.year}-${pad(expiry.month)}-${pad(expiry.day)}`,
    },
  };
}

const makers = { hkid: hkidPerson, mainland: mainlandPerson, passport: passportPerson };
export const KINDS = Object.keys(makers);
/** The fields a scan may fill, under the identity fields' keys (idExpiry: a passport's). */
export const SCANNED_FIELDS = [
  'idType',
  'idNumber',
  'nameCn',
  'nameEn',
  'birthDate',
  'gender',
  'nationality',
  'idExpiry',
];
export const DEGRADATIONS = ['blur', 'noise', 'tilt', 'jpeg'];

/** `count` persons of a kind, the same for the same seed. */
export function persons(kind, count, seed = 39) {
  const rand = randomOf(seed + KINDS.indexOf(kind) * 1000);
  return Array.from({ length: count }, () => makers[kind](rand));
}

/**
 * Draws `doc` in the page (any page of the app's origin: canvas only) and returns the image's
 * bytes: PNG when clean, the degradation applied otherwise (JPEG for 'jpeg').
 */
export async function renderDocument(page, doc, degradation = 'clean', seed = 1) {
  const dataUrl = await page.evaluate(drawInPage, { doc, degradation, seed });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/* The drawing itself runs in the browser: no closure, only its argument. */
async function drawInPage({ doc, degradation, seed }) {
  const CN = '"WenQuanYi Micro Hei", sans-serif';
  const LATIN = '"DejaVu Sans", sans-serif';
  const MONO = '"DejaVu Sans Mono", monospace';
  await document.fonts.load(`20px ${CN}`, '陳大文');
  let s = seed >>> 0;
  const rand = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const W = doc.kind === 'passport' ? 1000 : 1012;
  const H = doc.kind === 'passport' ? 700 : 638;
  const card = document.createElement('canvas');
  card.width = W;
  card.height = H;
  const c = card.getContext('2d');
  const bg = c.createLinearGradient(0, 0, W, H);
  const tint = {
    hkid: ['#eef6ef', '#f7eef3'],
    mainland: ['#eef3f8', '#f8f4ea'],
    passport: ['#f3f1ea', '#eaf0f3'],
  }[doc.kind];
  bg.addColorStop(0, tint[0]);
  bg.addColorStop(1, tint[1]);
  c.fillStyle = bg;
  c.fillRect(0, 0, W, H);
  // A faint guilloche, as printed security backgrounds have.
  c.strokeStyle = 'rgba(120,150,170,0.18)';
  for (let i = 0; i < 40; i++) {
    c.beginPath();
    c.arc(W * 0.7, H * 0.45, 40 + i * 9, 0, Math.PI * 2);
    c.stroke();
  }
  c.fillStyle = '#222';
  const text = (t, x, y, size, font, color = '#1c1c1c') => {
    c.fillStyle = color;
    c.font = `${size}px ${font}`;
    c.fillText(t, x, y);
  };
  const photo = (x, y, w, h) => {
    c.fillStyle = '#c9ced3';
    c.fillRect(x, y, w, h);
    c.fillStyle = '#aab1b8';
    c.beginPath();
    c.arc(x + w / 2, y + h * 0.38, w * 0.22, 0, Math.PI * 2);
    c.fill();
    c.fillRect(x + w * 0.2, y + h * 0.66, w * 0.6, h * 0.34);
  };
  if (doc.kind === 'hkid') {
    text('香港永久性居民身份證', 40, 62, 34, CN);
    text('HONG KONG PERMANENT IDENTITY CARD', 40, 100, 24, LATIN);
    text(doc.nameCn, 40, 170, 44, CN);
    text(doc.nameEnPrinted, 40, 222, 32, LATIN);
    text(doc.code, 40, 266, 26, LATIN);
    text('出生日期 Date of Birth', 40, 318, 22, CN, '#444');
    text(
      `${doc.birthPrinted}   ${doc.gender === 'M' ? '男' : '女'} ${doc.gender}`,
      40,
      356,
      32,
      LATIN,
    );
    text('***AZ', 40, 408, 26, LATIN);
    text(doc.issued, 40, 452, 26, LATIN);
    photo(700, 140, 250, 310);
    text(doc.number, 640, 560, 40, LATIN);
  } else if (doc.kind === 'mainland') {
    const label = (t, x, y) => text(t, x, y, 26, CN, '#3a6ea5');
    label('姓 名', 50, 90);
    text(doc.nameCn, 150, 90, 34, CN);
    label('性 别', 50, 160);
    text(doc.gender === 'M' ? '男' : '女', 150, 160, 30, CN);
    label('民 族', 260, 160);
    text('汉', 350, 160, 30, CN);
    label('出 生', 50, 230);
    text(doc.birthPrinted, 150, 230, 30, CN);
    label('住 址', 50, 300);
    text(doc.address.slice(0, 14), 150, 300, 28, CN);
    text(doc.address.slice(14), 150, 345, 28, CN);
    label('公民身份号码', 50, 540);
    text(doc.number, 260, 542, 38, LATIN);
    photo(720, 70, 240, 300);
  } else {
    text('PASSPORT', 40, 56, 30, LATIN);
    text('护照', 210, 56, 30, CN);
    photo(40, 100, 230, 290);
    const field = (label, value, x, y) => {
      text(label, x, y, 18, LATIN, '#555');
      text(value, x, y + 32, 28, LATIN);
    };
    field('Passport No.', doc.number, 320, 100);
    field('Surname', doc.surname, 320, 170);
    field('Given names', doc.given, 320, 240);
    field('Nationality', doc.nationalityText, 320, 310);
    field('Date of birth', doc.birthPrinted, 320, 380);
    field('Sex', doc.gender, 700, 380);
    field('Date of expiry', doc.expiryPrinted, 320, 450);
    c.fillStyle = '#ffffff';
    c.fillRect(0, H - 150, W, 150);
    text(doc.mrz[0], 24, H - 90, 36, MONO, '#111');
    text(doc.mrz[1], 24, H - 36, 36, MONO, '#111');
  }
  // The photo of the document: some table around it, then the degradation.
  const out = document.createElement('canvas');
  out.width = W + 120;
  out.height = H + 120;
  const o = out.getContext('2d');
  o.fillStyle = '#7d6f63';
  o.fillRect(0, 0, out.width, out.height);
  o.save();
  if (degradation === 'tilt') {
    o.translate(out.width / 2, out.height / 2);
    o.rotate(((rand() < 0.5 ? -1 : 1) * (2 + rand() * 2) * Math.PI) / 180);
    o.translate(-out.width / 2, -out.height / 2);
  }
  if (degradation === 'blur') o.filter = `blur(${(1 + rand()).toFixed(2)}px)`;
  o.drawImage(card, 60, 60);
  o.restore();
  if (degradation === 'noise') {
    const img = o.getImageData(0, 0, out.width, out.height);
    for (let i = 0; i < img.data.length; i += 4) {
      const n = (rand() - 0.5) * 70;
      img.data[i] += n;
      img.data[i + 1] += n;
      img.data[i + 2] += n;
    }
    o.putImageData(img, 0, 0);
  }
  return degradation === 'jpeg' ? out.toDataURL('image/jpeg', 0.3) : out.toDataURL('image/png');
}
