// Seed data: the bilingual about/legal pages (always present), a realistic demo data set for an empty
// database, and the owner account taken from configuration. Runs unchanged on PostgreSQL and PGlite.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../features/auth/passwords.ts';
import { slugify } from '../features/jobs/repo.ts';
import { businessToday } from '../contract/derive.ts';

export const DEMO_PASSWORD = 'Demo-portal-2025'; // shared by all demo accounts

type Role = 'owner' | 'admin' | 'employer' | 'candidate';

/** The sign-ins the README lists; every one of them uses DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { role: Role; email: string }[] = [
  { role: 'owner', email: 'owner@portaltalent.eu' },
  { role: 'admin', email: 'admin@portaltalent.eu' },
  { role: 'employer', email: 'employer@portaltalent.eu' },
  { role: 'employer', email: 'tomasz.wojcik@vistulasoft.pl' },
  { role: 'candidate', email: 'candidate@portaltalent.eu' },
  { role: 'candidate', email: 'piotr.nowak@example.com' },
];

// ---------------------------------------------------------------------------------------------
// Content pages (about, privacy, terms, cookies × en, hu)
// ---------------------------------------------------------------------------------------------

const ABOUT_EN = `# About Portal Talent

Portal Talent is the trading name of Portal Talent Partners Ltd, a UK-based consultancy focused on financial services. For over 30 years our founders and consultants have helped banks, asset managers, insurers and fast-growing technology companies find the people who move their business forward. Today we bring that experience to three services: **recruitment** for IT, AI and financial services roles; **umbrella and payroll** services for contractors working in Hungary; and **workforce-planning consulting** for organisations building teams across Europe.

## Our Story

Our story began in the City of London, where our founding partners spent decades recruiting for trading floors, risk departments and finance functions. As those clients modernised, the roles changed: quantitative analysts started writing production code, data engineers joined compliance teams and machine-learning models moved into credit decisions. We followed that change and built a specialist practice for technology and AI talent alongside our financial services desk.

Many of the best engineers and analysts we met were based in Central and Eastern Europe and the Nordics, and many of them preferred to work as independent contractors. To make that simple, we opened our umbrella and payroll service in Hungary: contractors sign one employment contract with us, we handle payroll, taxes, social security and invoicing, and our clients receive a single compliant invoice. Our consulting practice grew out of the same conversations, helping clients decide where to hire, which roles to keep permanent and how to scale delivery teams responsibly.

## Our Values

### Excellence

We take the time to understand each role, its team and its context before we put a name forward. We would rather present three well-matched candidates than thirty CVs, and we measure ourselves by how long our placements stay and succeed.

### Trust

Candidates share their careers with us and clients share their plans. We treat both with discretion, give honest feedback, are transparent about our fees and handle personal data carefully, in line with the UK GDPR and the EU GDPR.

### Innovation

We use modern tools, including this portal, to make hiring faster and fairer, but we never let technology replace judgement. We keep learning about the markets we serve, from cloud platforms and generative AI to new regulation in financial services.

## Our Presence

From our base in the UK we work with clients and candidates across Europe:

- **Hungary** – our umbrella and payroll hub, with a strong recruitment network in Budapest and Debrecen
- **Poland** – software engineering and data talent in Warsaw, Kraków and Wrocław
- **United Kingdom** – our headquarters and financial services desk in London
- **Finland** – AI, research and product talent in Helsinki and Tampere
- **Sweden** – fintech, payments and platform engineering in Stockholm
- **Across the EU** – remote and cross-border placements wherever our clients need them

## Work with us

Whether you are hiring, looking for your next role or need a reliable payroll partner for contractors in Hungary, we would be glad to hear from you. Use our [contact form](/contact), browse our [current vacancies](/jobs) or write to us at [hello@portaltalent.eu](mailto:hello@portaltalent.eu).
`;

const ABOUT_HU = `# A Portal Talentről

A Portal Talent a Portal Talent Partners Ltd kereskedelmi neve. Egyesült királyságbeli székhelyű tanácsadó cégünk a pénzügyi szolgáltatások területére specializálódott. Alapítóink és tanácsadóink több mint 30 éve segítenek bankoknak, vagyonkezelőknek, biztosítóknak és gyorsan növekvő technológiai vállalatoknak megtalálni azokat a szakembereket, akik előreviszik az üzletüket. Ma ezt a tapasztalatot három szolgáltatásban kamatoztatjuk: **toborzás** IT-, MI- és pénzügyi szolgáltatási pozíciókra; **umbrella (ernyőcéges) és bérszámfejtési szolgáltatás** a Magyarországon dolgozó szerződéses szakemberek számára; valamint **munkaerő-tervezési tanácsadás** az Európa-szerte csapatot építő szervezeteknek.

## Történetünk

Történetünk London pénzügyi negyedében, a Cityben kezdődött, ahol alapító partnereink évtizedeken át toboroztak kereskedési, kockázatkezelési és pénzügyi részlegek számára. Ahogy ügyfeleink modernizálódtak, a munkakörök is átalakultak: a kvantitatív elemzők éles rendszerekbe kezdtek kódot írni, az adatmérnökök megjelentek a compliance-csapatokban, a gépi tanulási modellek pedig a hitelezési döntésekben. Követtük ezt a változást, és pénzügyi szolgáltatási üzletágunk mellett technológiai és MI-szakemberekre szakosodott területet építettünk ki.

A legjobb mérnökök és elemzők közül, akikkel megismerkedtünk, sokan Közép- és Kelet-Európában, illetve az északi országokban éltek, és közülük sokan független szerződéses szakemberként szerettek volna dolgozni. Hogy ezt egyszerűvé tegyük, Magyarországon elindítottuk umbrella és bérszámfejtési szolgáltatásunkat: a szakember egyetlen munkaszerződést köt velünk, mi intézzük a bérszámfejtést, az adókat, a társadalombiztosítást és a számlázást, ügyfeleink pedig egyetlen, minden előírásnak megfelelő számlát kapnak. Tanácsadási üzletágunk ugyanezekből a beszélgetésekből nőtt ki: segítünk ügyfeleinknek eldönteni, hol érdemes toborozniuk, mely pozíciókat töltsék be állandó munkatárssal, és hogyan bővítsék felelősen fejlesztőcsapataikat.

## Értékeink

### Kiválóság

Mielőtt jelöltet ajánlunk, időt szánunk arra, hogy megértsük a pozíciót, a csapatot és a tágabb környezetet. Szívesebben mutatunk be három jól illeszkedő jelöltet, mint harminc önéletrajzot, és azon mérjük a munkánkat, hogy jelöltjeink mennyi ideig és milyen sikeresen dolgoznak új munkahelyükön.

### Bizalom

A jelöltek a karrierjüket, az ügyfelek a terveiket bízzák ránk. Mindkettőt diszkréten kezeljük, őszinte visszajelzést adunk, díjainkat átláthatóan kommunikáljuk, a személyes adatokat pedig gondosan, az uniós és az egyesült királyságbeli GDPR előírásainak megfelelően kezeljük.

### Innováció

Modern eszközöket – köztük ezt a portált – használunk, hogy a toborzás gyorsabb és igazságosabb legyen, de nálunk a technológia soha nem helyettesíti a szakmai ítélőképességet. Folyamatosan tanulunk az általunk kiszolgált piacokról, a felhőplatformoktól és a generatív MI-től egészen a pénzügyi szolgáltatások új szabályozásáig.

## Jelenlétünk

Egyesült királyságbeli központunkból Európa-szerte dolgozunk ügyfeleinkkel és jelöltjeinkkel:

- **Magyarország** – umbrella és bérszámfejtési központunk, erős toborzási hálózattal Budapesten és Debrecenben
- **Lengyelország** – szoftverfejlesztői és adatszakértői tehetségek Varsóban, Krakkóban és Wrocławban
- **Egyesült Királyság** – londoni központunk és pénzügyi szolgáltatási üzletágunk
- **Finnország** – MI-, kutatási és termékfejlesztési szakemberek Helsinkiben és Tamperében
- **Svédország** – fintech, fizetési rendszerek és platformfejlesztés Stockholmban
- **Az Európai Unió egész területén** – távmunkában és határokon átnyúlóan is, ahol csak ügyfeleinknek szükségük van rá

## Dolgozzon velünk

Akár munkatársat keres, akár új kihívásra vágyik, akár megbízható bérszámfejtési partnert keres magyarországi szerződéses szakemberei számára, örömmel állunk rendelkezésére. Írjon nekünk [kapcsolatfelvételi űrlapunkon](/contact), böngéssze [aktuális állásajánlatainkat](/jobs), vagy keressen minket a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címen.
`;

const PRIVACY_EN = `# Privacy Statement

*Last updated: 1 September 2025*

Portal Talent Partners Ltd ("Portal Talent", "we", "us") respects your privacy. This statement explains how we collect and use personal data when you visit portaltalent.eu, create an account, apply for a role, use our umbrella and payroll services or contact us. We process personal data in accordance with the EU General Data Protection Regulation (Regulation (EU) 2016/679, "GDPR"), the UK GDPR and applicable national law, including Hungarian data protection law.

## Who is the controller

The controller of your personal data is Portal Talent Partners Ltd, a company registered in England and Wales. For our umbrella and payroll services in Hungary we act together with our Hungarian payroll operation, which follows the same standards. You can reach us about any data protection matter at [hello@portaltalent.eu](mailto:hello@portaltalent.eu).

## Data we collect

- **Account data:** name, email address, password (stored only as a secure one-way hash), role and account status.
- **Candidate data:** phone number, current location, job category, experience level, remote-work preference, the CVs and cover letters you upload, and the history of your applications.
- **Employer data:** company name, contact person, job title, business contact details and the job postings you publish.
- **Contractor and payroll data:** contract details, day rates, bank details and, where needed to run payroll, tax and social security identifiers.
- **Enquiries:** the details and messages you send through our contact and request forms.
- **Technical data:** a session cookie and basic server logs (IP address, time and requested page) kept for security.

We do not buy personal data, and we do not use your data for automated decision-making that produces legal effects.

## Why we use your data and our legal bases

- To create and manage your account and provide the portal (**performance of a contract**).
- To consider you for roles, share your CV with an employer for a specific vacancy you applied for or agreed to, and arrange interviews (**performance of a contract** and **legitimate interests**; where required, your **consent**).
- To run payroll, pay taxes and contributions and issue invoices (**legal obligation** and **performance of a contract**).
- To answer your enquiries (**legitimate interests**).
- To keep the portal secure and prevent misuse (**legitimate interests**).

We never share your CV with an employer without a specific application or your agreement.

## Who we share data with

Employers you apply to; our hosting and email providers, under data processing agreements; and tax authorities, social security bodies and auditors where the law requires it. Where data leaves the UK or the European Economic Area, we rely on adequacy decisions or standard contractual clauses.

## How long we keep data

- Account and profile data: while your account is active, and deleted within 90 days of its closure.
- CVs and applications: 24 months after your last activity, unless you ask us to delete them sooner.
- Contact enquiries and employer requests: 12 months.
- Payroll, tax and accounting records: for the period required by law (in Hungary generally 8 years).
- Session data: up to 30 days.

## Your rights

You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to data portability, and to withdraw your consent at any time without affecting earlier processing. To exercise any of these rights, write to [hello@portaltalent.eu](mailto:hello@portaltalent.eu); we will respond within one month. You may also complain to a supervisory authority: in Hungary the Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), in the UK the Information Commissioner's Office (ICO), or the authority of the EU country where you live.

## Contact

Questions about this statement or about how we use your data: [hello@portaltalent.eu](mailto:hello@portaltalent.eu), or use our [contact form](/contact). We may update this statement from time to time; the date above shows the latest version.
`;

const PRIVACY_HU = `# Adatvédelmi tájékoztató

*Utolsó frissítés: 2025. szeptember 1.*

A Portal Talent Partners Ltd (a továbbiakban: „Portal Talent” vagy „mi”) tiszteletben tartja az Ön magánszféráját. Ez a tájékoztató bemutatja, hogyan gyűjtjük és használjuk fel személyes adatait, amikor Ön felkeresi a portaltalent.eu oldalt, fiókot hoz létre, állásra jelentkezik, igénybe veszi umbrella és bérszámfejtési szolgáltatásainkat, vagy kapcsolatba lép velünk. A személyes adatokat az Európai Unió általános adatvédelmi rendelete (az (EU) 2016/679 rendelet, GDPR), az Egyesült Királyság adatvédelmi rendelete (UK GDPR), valamint az alkalmazandó nemzeti jogszabályok – köztük a magyar adatvédelmi jogszabályok – szerint kezeljük.

## Az adatkezelő

Személyes adatainak adatkezelője a Portal Talent Partners Ltd, egy Angliában és Walesben bejegyzett társaság. Magyarországi umbrella és bérszámfejtési szolgáltatásaink esetében magyarországi bérszámfejtési egységünkkel együtt járunk el, amelyre ugyanezek a szabályok vonatkoznak. Adatvédelmi kérdésekben a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címen érhet el minket.

## Milyen adatokat gyűjtünk

- **Fiókadatok:** név, e-mail-cím, jelszó (kizárólag biztonságos, egyirányú hash formájában tárolva), szerepkör és a fiók állapota.
- **A jelöltek adatai:** telefonszám, jelenlegi tartózkodási hely, szakterület, tapasztalati szint, távmunkára vonatkozó preferencia, a feltöltött önéletrajzok és motivációs levelek, valamint a jelentkezések előzményei.
- **A munkáltatók adatai:** cégnév, kapcsolattartó, beosztás, üzleti elérhetőségek és a közzétett álláshirdetések.
- **Szerződéses szakemberek és bérszámfejtési adatok:** a szerződés adatai, napidíjak, bankszámlaadatok, valamint – amennyiben a bérszámfejtéshez szükséges – adóazonosító jel és TAJ-szám.
- **Megkeresések:** a kapcsolatfelvételi és ajánlatkérő űrlapokon megadott adatok és üzenetek.
- **Technikai adatok:** munkamenet-süti, valamint biztonsági célból rögzített alapvető szervernaplók (IP-cím, időpont, lekért oldal).

Személyes adatokat nem vásárolunk, és az Ön adatait nem használjuk joghatással járó automatizált döntéshozatalra.

## Az adatkezelés céljai és jogalapjai

- Fiókjának létrehozása és kezelése, a portál működtetése (**szerződés teljesítése**).
- Jelölésének mérlegelése, önéletrajzának továbbítása egy munkáltatónak olyan konkrét pozícióval kapcsolatban, amelyre Ön jelentkezett vagy amelyhez hozzájárult, valamint interjúk szervezése (**szerződés teljesítése** és **jogos érdek**; ahol jogszabály előírja, az Ön **hozzájárulása**).
- Bérszámfejtés, adók és járulékok megfizetése, számlák kiállítása (**jogi kötelezettség teljesítése** és **szerződés teljesítése**).
- Megkereséseinek megválaszolása (**jogos érdek**).
- A portál biztonságának fenntartása és a visszaélések megelőzése (**jogos érdek**).

Önéletrajzát soha nem adjuk át munkáltatónak konkrét jelentkezés vagy az Ön beleegyezése nélkül.

## Kikkel osztjuk meg az adatokat

Azokkal a munkáltatókkal, amelyekhez Ön jelentkezik; tárhely- és e-mail-szolgáltatóinkkal adatfeldolgozási szerződés alapján; továbbá az adóhatósággal, a társadalombiztosítási szervekkel és a könyvvizsgálókkal, ha ezt jogszabály írja elő. Ha adat az Egyesült Királyságon vagy az Európai Gazdasági Térségen kívülre kerül, megfelelőségi határozatra vagy általános szerződési feltételekre támaszkodunk.

## Meddig őrizzük az adatokat

- Fiók- és profiladatok: a fiók fennállása alatt; megszüntetése után legfeljebb 90 napon belül töröljük őket.
- Önéletrajzok és jelentkezések: az utolsó aktivitástól számított 24 hónapig, kivéve, ha Ön korábbi törlést kér.
- Kapcsolatfelvételi megkeresések és munkáltatói ajánlatkérések: 12 hónapig.
- Bérszámfejtési, adózási és számviteli nyilvántartások: a jogszabályban előírt ideig (Magyarországon általában 8 évig).
- Munkamenetadatok: legfeljebb 30 napig.

## Az Ön jogai

Önnek joga van az adataihoz hozzáférni, azok helyesbítését vagy törlését kérni, az adatkezelés korlátozását kérni vagy az ellen tiltakozni, joga van az adathordozhatósághoz, valamint ahhoz, hogy hozzájárulását bármikor visszavonja; ez nem érinti a visszavonás előtti adatkezelés jogszerűségét. Jogai gyakorlásához írjon a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címre; kérelmére egy hónapon belül válaszolunk. Panaszt tehet a felügyeleti hatóságnál is: Magyarországon a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH), az Egyesült Királyságban az Information Commissioner's Office-nál (ICO), illetve lakóhelye szerinti uniós tagállam adatvédelmi hatóságánál.

## Kapcsolat

Ha kérdése van e tájékoztatóval vagy adatai kezelésével kapcsolatban, írjon a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címre, vagy használja [kapcsolatfelvételi űrlapunkat](/contact). A tájékoztatót időről időre frissíthetjük; a fenti dátum a legfrissebb változatot jelzi.
`;

const TERMS_EN = `# Terms of Business

These Terms of Business apply to the recruitment, umbrella and payroll, and consulting services that Portal Talent Partners Ltd ("Portal Talent", "we") provides to client companies ("Clients"), and to the use of portaltalent.eu by employers, candidates and contractors. By using the portal or instructing us, you accept these terms. Where an individual agreement signed with us differs from them, that agreement prevails.

## 1. Our services

- **Recruitment:** we search for, screen and introduce candidates for permanent, fixed-term and contract roles, mainly in IT, AI and financial services.
- **Umbrella and payroll:** for contractors working in Hungary, we employ or engage the contractor, run payroll, pay taxes and contributions and invoice the Client.
- **Consulting:** workforce-planning advice, agreed in a separate statement of work.

## 2. Using the portal

You must give accurate information and keep your password confidential. Job postings must describe real vacancies, comply with equal-opportunity and employment law and must not contain discriminatory requirements. We may edit, suspend or remove postings or accounts that breach these terms. The portal is provided as is; we aim for continuous availability but cannot guarantee it.

## 3. Introductions and fees for permanent placements

An introduction takes place when we send a candidate's details to a Client. If the Client, or any associated company, engages that candidate within 12 months of the introduction, a placement fee is due. Unless agreed otherwise in writing, the fee is a percentage of the candidate's first-year gross annual salary as set out in the Client's fee schedule; it is invoiced on the start date and payable within 14 days.

## 4. Rebate

If a permanent candidate leaves within the first 8 weeks for reasons other than redundancy, we will either search for a replacement free of charge or refund part of the fee on a sliding scale, provided that the fee was paid on time and the Client informs us within 7 days.

## 5. Contractors and day rates

For contract and umbrella assignments, the Client pays the agreed day rate plus any agreed margin or fee percentage, based on approved timesheets. We invoice monthly, with payment due within 30 days. Day rates are quoted in euro, excluding VAT. We pay contractors once the Client has approved their timesheets. A Client who wishes to engage a contractor directly during an assignment or within 6 months after it ends pays the transfer fee agreed in advance.

## 6. Candidates

Our services are free of charge for candidates. We only send your CV to an employer for a role you applied for or agreed to be put forward for. You are responsible for the accuracy of your CV and for holding the right to work where the role is based.

## 7. Confidentiality and data protection

Both parties keep confidential information confidential and use candidate information only for the recruitment purpose for which it was shared. Each party complies with applicable data protection law, as described in our [Privacy Statement](/privacy).

## 8. Liability

We take great care in selecting candidates, but the Client remains responsible for its final hiring decision, for reference and right-to-work checks and for supervising its staff. Our total liability under these terms is limited to the fees paid to us in the preceding 12 months, except where the law does not allow such a limitation.

## 9. General

These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction, except that umbrella employment in Hungary is governed by Hungarian labour law. If you have any questions, write to [hello@portaltalent.eu](mailto:hello@portaltalent.eu).
`;

const TERMS_HU = `# Általános üzleti feltételek

Jelen Általános üzleti feltételek a Portal Talent Partners Ltd (a továbbiakban: „Portal Talent” vagy „mi”) által ügyfélvállalatok (a továbbiakban: „Ügyfél”) részére nyújtott toborzási, umbrella és bérszámfejtési, valamint tanácsadási szolgáltatásokra, továbbá a portaltalent.eu munkáltatók, jelöltek és szerződéses szakemberek általi használatára vonatkoznak. A portál használatával vagy megbízásunkkal Ön elfogadja ezeket a feltételeket. Ha a velünk kötött egyedi megállapodás ezektől eltér, az egyedi megállapodás az irányadó.

## 1. Szolgáltatásaink

- **Toborzás:** elsősorban IT-, MI- és pénzügyi szolgáltatási területen keresünk, szűrünk és mutatunk be jelölteket határozatlan idejű, határozott idejű és szerződéses pozíciókra.
- **Umbrella és bérszámfejtés:** a Magyarországon dolgozó szerződéses szakembereket foglalkoztatjuk vagy szerződtetjük, elvégezzük a bérszámfejtést, megfizetjük az adókat és járulékokat, és számlát állítunk ki az Ügyfél részére.
- **Tanácsadás:** munkaerő-tervezési tanácsadás, külön munkaleírásban rögzített feltételekkel.

## 2. A portál használata

Ön köteles valós adatokat megadni és jelszavát bizalmasan kezelni. Az álláshirdetéseknek valódi, betöltendő pozíciókat kell bemutatniuk, meg kell felelniük az esélyegyenlőségi és munkajogi előírásoknak, és nem tartalmazhatnak hátrányos megkülönböztetést eredményező feltételeket. A jelen feltételeket sértő hirdetéseket vagy fiókokat módosíthatjuk, felfüggeszthetjük vagy eltávolíthatjuk. A portált jelenlegi állapotában biztosítjuk; törekszünk a folyamatos elérhetőségre, de azt nem tudjuk garantálni.

## 3. Bemutatás és közvetítési díj határozatlan idejű pozíciók esetén

Bemutatásnak minősül, ha egy jelölt adatait megküldjük az Ügyfélnek. Ha az Ügyfél vagy bármely kapcsolt vállalkozása a bemutatástól számított 12 hónapon belül foglalkoztatni kezdi a jelöltet, közvetítési díj esedékes. Eltérő írásos megállapodás hiányában a díj a jelölt első éves bruttó fizetésének az Ügyfél díjtáblázatában meghatározott százaléka; a díjat a munkakezdés napján számlázzuk, és 14 napon belül kell megfizetni.

## 4. Díjvisszatérítés

Ha egy határozatlan idejű munkakörbe felvett jelölt az első 8 héten belül – létszámleépítésen kívüli okból – távozik, díjmentesen új jelöltet keresünk, vagy sávos rendszer szerint visszatérítjük a díj egy részét, feltéve, hogy a díjat határidőben megfizették, és az Ügyfél 7 napon belül értesít bennünket.

## 5. Szerződéses szakemberek és napidíjak

Szerződéses és umbrella megbízások esetén az Ügyfél a jóváhagyott munkaidő-kimutatások alapján fizeti meg a megállapodott napidíjat, valamint a megállapodott árrést vagy díjszázalékot. Havonta számlázunk, a fizetési határidő 30 nap. A napidíjakat euróban, áfa nélkül adjuk meg. A szerződéses szakembereknek azt követően fizetünk, hogy az Ügyfél jóváhagyta a munkaidő-kimutatásukat. Ha az Ügyfél a megbízás alatt vagy annak befejezését követő 6 hónapon belül közvetlenül kívánja foglalkoztatni a szakembert, az előzetesen megállapodott átvételi díjat kell megfizetnie.

## 6. Jelöltek

Szolgáltatásaink a jelöltek számára díjmentesek. Önéletrajzát csak olyan pozícióval kapcsolatban küldjük el munkáltatónak, amelyre Ön jelentkezett, vagy amelyre a jelölését jóváhagyta. Ön felel önéletrajza valóságtartalmáért, valamint azért, hogy a munkavégzés helye szerinti országban jogosult legyen munkát vállalni.

## 7. Titoktartás és adatvédelem

A felek a bizalmas információkat bizalmasan kezelik, a jelöltekre vonatkozó információkat pedig kizárólag arra a toborzási célra használják fel, amelyre azokat megkapták. Mindkét fél betartja az alkalmazandó adatvédelmi jogszabályokat, az [Adatvédelmi tájékoztatónkban](/privacy) leírtak szerint.

## 8. Felelősség

Nagy gondossággal választjuk ki a jelölteket, de a végső felvételi döntésért, a referenciák és a munkavállalási jogosultság ellenőrzéséért, valamint munkatársai irányításáért az Ügyfél felel. A jelen feltételek szerinti teljes felelősségünk az előző 12 hónapban nekünk megfizetett díjak összegére korlátozódik, kivéve, ha jogszabály ilyen korlátozást nem enged meg.

## 9. Egyéb rendelkezések

Jelen feltételekre Anglia és Wales joga az irányadó, és az angliai és walesi bíróságok rendelkeznek joghatósággal, azzal, hogy a magyarországi umbrella foglalkoztatásra a magyar munkajog vonatkozik. Kérdés esetén írjon nekünk a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címre.
`;

const COOKIES_EN = `# Cookies Notice

This notice explains how portaltalent.eu uses cookies and similar storage in your browser. In short: we only use what the portal needs in order to work. We do not use advertising, analytics or tracking cookies, and we do not share anything stored in your browser with third parties.

## What are cookies?

Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage and IndexedDB, let a website keep data in your browser between visits.

## The cookie we use

- **Name:** portal.sid (with its signature, portal.sid.sig)
- **Purpose:** keeps you signed in and protects your session
- **Type:** strictly necessary, first-party
- **Duration:** up to 30 days, or until you sign out

The session cookie contains only a random identifier; your account information stays on our servers. It is marked HttpOnly, so scripts on the page cannot read it, and it is sent only to portaltalent.eu. It is set when you sign in and removed when you sign out.

## Storage in your browser

- **Language preference:** remembers whether you chose English or Hungarian, so the portal opens in your language next time.
- **Offline cache:** a copy of the public job listings and of pages such as this one, together with any application or enquiry you submit while offline, so that the portal keeps working on a poor connection and sends your submission as soon as you are back online. Your browser also caches the portal's own application files so that it loads quickly.

This data stays on your device, and we do not use it to track you.

## Why there is no consent banner

Strictly necessary cookies and storage are exempt from consent under the EU ePrivacy rules and the UK Privacy and Electronic Communications Regulations, because the portal cannot work without them. If we ever add optional cookies, we will ask for your consent first and update this notice.

## Managing cookies

You can delete cookies and site data at any time in your browser settings. If you block the session cookie, you can still browse jobs and read our pages, but you will not be able to sign in. Clearing site data also removes your language choice and the offline copy.

## Contact

If you have questions about this notice, write to [hello@portaltalent.eu](mailto:hello@portaltalent.eu). Please also read our [Privacy Statement](/privacy).
`;

const COOKIES_HU = `# Tájékoztató a sütik használatáról

Ez a tájékoztató bemutatja, hogyan használja a portaltalent.eu a sütiket (cookie-kat) és a hasonló, böngészőben történő adattárolást. Röviden: csak azt használjuk, ami a portál működéséhez feltétlenül szükséges. Nem alkalmazunk hirdetési, analitikai vagy követő sütiket, és a böngészőjében tárolt adatokat nem osztjuk meg harmadik féllel.

## Mik azok a sütik?

A sütik olyan kis szöveges fájlok, amelyeket egy weboldal az Ön böngészőjében tárol. A hasonló technológiák – például a helyi tárhely (local storage) és az IndexedDB – lehetővé teszik, hogy egy weboldal két látogatás között is adatokat őrizzen meg az Ön böngészőjében.

## Az általunk használt süti

- **Név:** portal.sid (és az aláírását tartalmazó portal.sid.sig)
- **Cél:** bejelentkezve tartja Önt, és védi a munkamenetét
- **Típus:** feltétlenül szükséges, saját (first-party) süti
- **Időtartam:** legfeljebb 30 nap, illetve kijelentkezésig

A munkamenet-süti csak egy véletlenszerű azonosítót tartalmaz; fiókjának adatai a szervereinken maradnak. A süti HttpOnly jelölésű, így az oldalon futó szkriptek nem olvashatják ki, és kizárólag a portaltalent.eu felé kerül elküldésre. Bejelentkezéskor jön létre, kijelentkezéskor pedig töröljük.

## Adattárolás az Ön böngészőjében

- **Nyelvi beállítás:** megjegyzi, hogy az angol vagy a magyar nyelvet választotta, így a portál legközelebb is az Ön nyelvén nyílik meg.
- **Offline gyorsítótár:** a nyilvános álláshirdetések és az ehhez hasonló oldalak másolata, valamint az offline állapotban beküldött jelentkezések és megkeresések, hogy a portál gyenge internetkapcsolat mellett is működjön, és a kapcsolat helyreállásakor azonnal továbbítsa beküldéseit. A böngésző a portál saját alkalmazásfájljait is gyorsítótárazza a gyorsabb betöltés érdekében.

Ezek az adatok az Ön eszközén maradnak, és nem használjuk őket az Ön követésére.

## Miért nincs sütihozzájárulási sáv?

A feltétlenül szükséges sütik és tárolási megoldások az uniós elektronikus hírközlési adatvédelmi (ePrivacy) szabályok és az Egyesült Királyság PECR-szabályozása szerint mentesülnek a hozzájárulás alól, mivel nélkülük a portál nem működne. Ha a jövőben nem feltétlenül szükséges sütiket vezetnénk be, előzetesen kérjük az Ön hozzájárulását, és frissítjük ezt a tájékoztatót.

## A sütik kezelése

A sütiket és a webhelyadatokat böngészője beállításaiban bármikor törölheti. Ha letiltja a munkamenet-sütit, továbbra is böngészheti az állásokat és olvashatja oldalainkat, bejelentkezni azonban nem fog tudni. A webhelyadatok törlésével a nyelvi beállítás és az offline másolat is törlődik.

## Kapcsolat

Ha kérdése van e tájékoztatóval kapcsolatban, írjon nekünk a [hello@portaltalent.eu](mailto:hello@portaltalent.eu) címre. Kérjük, olvassa el [Adatvédelmi tájékoztatónkat](/privacy) is.
`;

const CONTENT_PAGES: { slug: 'about' | 'privacy' | 'terms' | 'cookies'; lang: 'en' | 'hu'; content: string }[] = [
  { slug: 'about', lang: 'en', content: ABOUT_EN },
  { slug: 'about', lang: 'hu', content: ABOUT_HU },
  { slug: 'privacy', lang: 'en', content: PRIVACY_EN },
  { slug: 'privacy', lang: 'hu', content: PRIVACY_HU },
  { slug: 'terms', lang: 'en', content: TERMS_EN },
  { slug: 'terms', lang: 'hu', content: TERMS_HU },
  { slug: 'cookies', lang: 'en', content: COOKIES_EN },
  { slug: 'cookies', lang: 'hu', content: COOKIES_HU },
];

/** Inserts the eight about/legal pages where missing; pages edited since are left alone. */
export async function seedContent(db: Knex): Promise<void> {
  await db('content_pages').insert(CONTENT_PAGES).onConflict(['slug', 'lang']).ignore();
}

// ---------------------------------------------------------------------------------------------
// Owner account from configuration
// ---------------------------------------------------------------------------------------------

/** Creates the owner account, or makes an existing account with this email an active owner with this password. */
export async function ensureOwner(db: Knex, email: string, password: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const password_hash = await hashPassword(password);
  // Two processes starting at once may both see no row; the unique index refuses one insert, which retries as an update.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (trx) => {
        const existing = await trx('users').whereRaw('lower(email) = ?', [normalized]).first<{ id: number } | undefined>('id');
        if (existing) {
          await trx('users').where({ id: existing.id }).update({ email: normalized, role: 'owner', is_active: true, password_hash });
        } else {
          await trx('users').insert({
            email: normalized, password_hash, role: 'owner', first_name: 'Site', last_name: 'Owner', is_active: true,
          });
        }
      });
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 2) throw err;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Demo data
// ---------------------------------------------------------------------------------------------

type JobType = 'full-time' | 'part-time' | 'contract' | 'remote';
type JobCategory =
  | 'software-development' | 'ai-machine-learning' | 'data-science' | 'devops' | 'product-management' | 'financial-services';
type ApplicationStatus = 'submitted' | 'review' | 'interview' | 'offer' | 'hired' | 'rejected';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface StaffSeed { email: string; role: 'owner' | 'admin'; firstName: string; lastName: string; joinedDaysAgo: number }

const STAFF: StaffSeed[] = [
  { email: 'owner@portaltalent.eu', role: 'owner', firstName: 'Richard', lastName: 'Hartley', joinedDaysAgo: 400 },
  { email: 'admin@portaltalent.eu', role: 'admin', firstName: 'Eszter', lastName: 'Németh', joinedDaysAgo: 390 },
];

interface EmployerSeed {
  email: string; firstName: string; lastName: string; company: string; phone: string;
  about: string; joinedDaysAgo: number; active: boolean;
}

const EMPLOYERS: EmployerSeed[] = [
  {
    email: 'employer@portaltalent.eu', firstName: 'Katalin', lastName: 'Szabó', company: 'Danube Digital Bank',
    phone: '+36 1 555 0142', joinedDaysAgo: 210, active: true,
    about: 'Danube Digital Bank is a fully licensed Hungarian digital bank serving more than 900,000 retail and SME customers from its headquarters in Budapest and its engineering hub in Debrecen. Its engineering, data and risk teams work in small product squads, and the bank invests heavily in cloud, automation and responsible AI. Benefits include a cafeteria allowance, private health insurance and 25 days of annual leave.',
  },
  {
    email: 'tomasz.wojcik@vistulasoft.pl', firstName: 'Tomasz', lastName: 'Wójcik', company: 'VistulaSoft',
    phone: '+48 22 555 0198', joinedDaysAgo: 140, active: true,
    about: 'VistulaSoft is a Warsaw-based software house of 350 engineers building payment platforms, trading tools and data products for banks and fintech companies across Europe, with a second delivery centre in Kraków. We offer B2B or employment contracts, private medical care, a Multisport card and an annual training budget.',
  },
  {
    email: 'james.whitfield@thamescapital.co.uk', firstName: 'James', lastName: 'Whitfield', company: 'Thames Capital Partners',
    phone: '+44 20 7946 0321', joinedDaysAgo: 130, active: true,
    about: 'Thames Capital Partners is an independent London asset manager with €18bn under management across multi-asset, fixed income and private credit strategies. The firm combines a collegiate partnership culture with institutional-grade risk management and technology, and offers a discretionary bonus, a generous pension and hybrid working.',
  },
  {
    email: 'aino.virtanen@northernlights.ai', firstName: 'Aino', lastName: 'Virtanen', company: 'Northern Lights AI',
    phone: '+358 9 555 0176', joinedDaysAgo: 120, active: true,
    about: 'Northern Lights AI is a Helsinki-based applied AI company building language and forecasting models for banks, insurers and energy companies in the Nordics. The team of 80 includes researchers from leading universities and engineers who have shipped machine learning to millions of users. We offer stock options, flexible hours and relocation support to Finland.',
  },
  {
    email: 'erik.lindqvist@nordfinans.se', firstName: 'Erik', lastName: 'Lindqvist', company: 'Nordfinans',
    phone: '+46 8 555 0134', joinedDaysAgo: 110, active: true,
    about: 'Nordfinans is a Stockholm-based provider of fund administration, SME lending and payroll technology, serving more than 120 investment funds and 400 employers in Sweden, Finland and Norway. The company is regulated by Finansinspektionen and offers occupational pension, wellness allowance and a hybrid working model.',
  },
  {
    email: 'peter.horvath@pannoncloud.hu', firstName: 'Péter', lastName: 'Horváth', company: 'Pannon Cloud',
    phone: '+36 52 555 0187', joinedDaysAgo: 340, active: false,
    about: 'Pannon Cloud is a Debrecen-based managed cloud and IT services provider supporting manufacturing, logistics and financial-services clients in Hungary and the wider region, with its own data centre and a team of 60 engineers.',
  },
];

type CandidateLocation = 'hungary' | 'poland' | 'uk' | 'finland' | 'sweden' | 'other';
type CandidateCategory = 'software-dev' | 'ai-ml' | 'data-science' | 'devops' | 'product-mgmt' | 'other';
type Experience = 'junior' | 'mid' | 'senior' | 'lead';

interface CvSeed { fileName: string; headline: string; city: string; summary: string[] }

interface CandidateSeed {
  email: string; firstName: string; lastName: string; phone: string | null;
  location: CandidateLocation; category: CandidateCategory; experience: Experience; remote: boolean;
  joinedDaysAgo: number; active: boolean; cv?: CvSeed;
}

const CANDIDATES: CandidateSeed[] = [
  {
    email: 'candidate@portaltalent.eu', firstName: 'Anna', lastName: 'Kovács', phone: '+36 30 123 4567',
    location: 'hungary', category: 'software-dev', experience: 'senior', remote: true, joinedDaysAgo: 75, active: true,
    cv: {
      fileName: 'Anna_Kovacs_CV.pdf', headline: 'Senior Full-Stack Developer', city: 'Budapest, Hungary',
      summary: [
        '8 years building web applications for banking and e-commerce clients.',
        'React, TypeScript, Node.js, Kotlin, PostgreSQL, AWS.',
        '2021-present: Senior Developer, retail banking platform, Budapest.',
        '2017-2021: Full-Stack Developer, e-commerce scale-up, Budapest.',
        'MSc Computer Science, Budapest University of Technology and Economics.',
      ],
    },
  },
  {
    email: 'piotr.nowak@example.com', firstName: 'Piotr', lastName: 'Nowak', phone: '+48 512 345 678',
    location: 'poland', category: 'data-science', experience: 'mid', remote: true, joinedDaysAgo: 68, active: true,
    cv: {
      fileName: 'Piotr_Nowak_CV.pdf', headline: 'Data Scientist', city: 'Warsaw, Poland',
      summary: [
        '5 years in customer analytics, forecasting and data engineering.',
        'Python, pandas, scikit-learn, SQL, Spark, Databricks, Tableau.',
        '2022-present: Data Scientist, consumer lending company, Warsaw.',
        '2020-2022: Data Analyst, telecom operator.',
        'MSc Applied Mathematics, Warsaw University of Technology.',
      ],
    },
  },
  {
    email: 'oliver.bennett@example.com', firstName: 'Oliver', lastName: 'Bennett', phone: '+44 7700 900412',
    location: 'uk', category: 'devops', experience: 'lead', remote: true, joinedDaysAgo: 64, active: true,
    cv: {
      fileName: 'Oliver_Bennett_CV.pdf', headline: 'Lead DevOps and Cloud Engineer', city: 'Manchester, UK',
      summary: [
        '12 years designing and running cloud platforms for banks and insurers.',
        'Azure, AWS, Kubernetes, Terraform, GitHub Actions, observability.',
        '2019-present: Lead Platform Engineer (contract), several UK banks.',
        '2013-2019: DevOps Engineer, insurance group, Leeds.',
        'Azure Solutions Architect Expert, CKA.',
      ],
    },
  },
  {
    email: 'mikko.korhonen@example.net', firstName: 'Mikko', lastName: 'Korhonen', phone: '+358 40 512 3344',
    location: 'finland', category: 'ai-ml', experience: 'senior', remote: false, joinedDaysAgo: 61, active: true,
    cv: {
      fileName: 'Mikko_Korhonen_CV.pdf', headline: 'Senior Machine Learning Engineer', city: 'Espoo, Finland',
      summary: [
        'PhD in machine learning; 7 years of NLP and LLM work in industry.',
        'Python, PyTorch, Transformers, retrieval, evaluation, Kubernetes.',
        '2021-present: Senior ML Engineer, conversational AI start-up, Helsinki.',
        '2018-2021: Research Engineer, Aalto University.',
        'Publications at ACL and EMNLP workshops.',
      ],
    },
  },
  {
    email: 'elin.johansson@example.net', firstName: 'Elin', lastName: 'Johansson', phone: '+46 70 234 56 78',
    location: 'sweden', category: 'product-mgmt', experience: 'mid', remote: true, joinedDaysAgo: 58, active: true,
    cv: {
      fileName: 'Elin_Johansson_CV.pdf', headline: 'Product Owner and Scrum Master', city: 'Stockholm, Sweden',
      summary: [
        '6 years leading agile product teams in payments and fintech.',
        'Scrum, Kanban, Jira, user research, product analytics.',
        '2021-present: Product Owner, Nordic payments provider.',
        '2019-2021: Scrum Master, digital agency, Stockholm.',
        'PSM II, CSPO. Swedish, English, German.',
      ],
    },
  },
  {
    email: 'charlotte.evans@example.org', firstName: 'Charlotte', lastName: 'Evans', phone: '+44 7700 900876',
    location: 'uk', category: 'other', experience: 'senior', remote: false, joinedDaysAgo: 44, active: true,
    cv: {
      fileName: 'Charlotte_Evans_CV.pdf', headline: 'Senior Compliance Manager', city: 'London, UK',
      summary: [
        '10 years in compliance and financial crime at asset managers and banks.',
        'FCA rules, SMCR, MiFID II, AML and sanctions, Consumer Duty.',
        '2019-present: Compliance Manager, wealth manager, London.',
        '2015-2019: Financial Crime Analyst, international bank.',
        'ICA Diploma in Governance, Risk and Compliance.',
      ],
    },
  },
  {
    email: 'bence.varga@example.com', firstName: 'Bence', lastName: 'Varga', phone: '+36 20 987 6543',
    location: 'hungary', category: 'ai-ml', experience: 'junior', remote: true, joinedDaysAgo: 5, active: true,
  },
  {
    email: 'agnieszka.kowalska@example.org', firstName: 'Agnieszka', lastName: 'Kowalska', phone: '+48 601 234 567',
    location: 'poland', category: 'software-dev', experience: 'senior', remote: true, joinedDaysAgo: 200, active: true,
  },
  {
    email: 'laura.makinen@example.net', firstName: 'Laura', lastName: 'Mäkinen', phone: null,
    location: 'finland', category: 'data-science', experience: 'junior', remote: true, joinedDaysAgo: 2, active: true,
  },
  {
    email: 'johan.andersson@example.org', firstName: 'Johan', lastName: 'Andersson', phone: '+46 73 345 67 89',
    location: 'sweden', category: 'devops', experience: 'senior', remote: false, joinedDaysAgo: 345, active: false,
  },
  {
    email: 'zsofia.molnar@example.com', firstName: 'Zsófia', lastName: 'Molnár', phone: '+36 70 555 1234',
    location: 'other', category: 'product-mgmt', experience: 'lead', remote: true, joinedDaysAgo: 95, active: true,
  },
  {
    email: 'michal.zielinski@example.com', firstName: 'Michał', lastName: 'Zieliński', phone: '+48 698 765 432',
    location: 'poland', category: 'devops', experience: 'mid', remote: true, joinedDaysAgo: 12, active: true,
  },
];

interface JobSeed {
  key: string; employer: number; title: string; location: string; type: JobType; category: JobCategory;
  salary: [number, number] | null; startInDays: number | null; postedDaysAgo: number; active?: false;
  description: string[]; requirements: string[]; skills: string[];
}

// employer = index in EMPLOYERS; the company's own paragraph is appended to each description.
const JOBS: JobSeed[] = [
  // Danube Digital Bank
  {
    key: 'ml-fraud', employer: 0, title: 'Machine Learning Engineer – Fraud Detection', location: 'Budapest, Hungary',
    type: 'full-time', category: 'ai-machine-learning', salary: [55, 75], startInDays: null, postedDaysAgo: 52,
    description: [
      'Our fraud team protects more than 900,000 customers from card fraud, account takeover and authorised push-payment scams. We are looking for a Machine Learning Engineer to design, train and deploy real-time models that score every card and instant-payment transaction in under 50 milliseconds.',
      'You will own models end to end: feature engineering on streaming data from Kafka, offline experimentation, deployment with MLflow on Kubernetes, and monitoring of drift and false-positive rates together with our fraud analysts. You will also help us introduce graph-based features that detect money-mule networks.',
    ],
    requirements: [
      '3+ years building and deploying machine-learning models in production',
      'Strong Python and SQL; experience with PyTorch or gradient-boosting libraries',
      'Experience with streaming data (Kafka, Flink or similar)',
      'Understanding of model monitoring, drift and explainability',
      'Fluent English; Hungarian is a plus',
    ],
    skills: ['Python', 'PyTorch', 'XGBoost', 'Kafka', 'MLflow', 'SQL', 'Kubernetes'],
  },
  {
    key: 'data-eng', employer: 0, title: 'Senior Data Engineer', location: 'Budapest, Hungary (Hybrid)',
    type: 'full-time', category: 'data-science', salary: [50, 70], startInDays: 30, postedDaysAgo: 47,
    description: [
      'We are consolidating data from core banking, cards, CRM and digital channels into a modern lakehouse on AWS. As a Senior Data Engineer you will design reliable batch and streaming pipelines that feed regulatory reporting, risk models and product analytics.',
      'You will work with Airflow, dbt and Spark, set data-quality standards, mentor two mid-level engineers and partner with the risk and finance teams to make sure every number in a regulatory report can be traced back to its source.',
    ],
    requirements: [
      '5+ years of data engineering experience',
      'Expert SQL and solid Python',
      'Hands-on experience with Spark, Airflow and dbt',
      'Experience with data-quality and lineage tooling',
      'Banking or regulatory reporting experience is an advantage',
    ],
    skills: ['Python', 'Apache Spark', 'Airflow', 'dbt', 'AWS', 'SQL'],
  },
  {
    key: 'react', employer: 0, title: 'React Developer', location: 'Budapest, Hungary (Hybrid)',
    type: 'full-time', category: 'software-development', salary: [40, 58], startInDays: null, postedDaysAgo: 44,
    description: [
      'Join the squad that builds our internet bank and customer onboarding journeys. You will develop fast, accessible React interfaces used by hundreds of thousands of customers every month, working closely with designers, backend engineers and the product owner.',
      'Our stack is React with TypeScript, Redux Toolkit, React Query and a shared component library in Storybook. We release several times a week behind feature flags, and we care about accessibility (WCAG 2.1 AA), testing and performance budgets. Hybrid working: two days a week in our Váci út office.',
    ],
    requirements: [
      '3+ years of professional React development',
      'Strong TypeScript and modern CSS',
      'Experience with unit and end-to-end testing',
      'Understanding of web accessibility',
      'Good communication in English',
    ],
    skills: ['React', 'TypeScript', 'Redux Toolkit', 'React Query', 'Jest', 'Storybook'],
  },
  {
    key: 'credit-risk', employer: 0, title: 'Credit Risk Analyst', location: 'Budapest, Hungary',
    type: 'full-time', category: 'financial-services', salary: [38, 52], startInDays: 45, postedDaysAgo: 12,
    description: [
      'Our Credit Risk team is growing as we expand SME and consumer lending. You will build and validate probability-of-default and loss-given-default models, calculate IFRS 9 expected credit losses and prepare monthly portfolio reports for the Risk Committee.',
      'You will work with large datasets in SQL and Python (SAS is still used for some legacy models), present results to senior management and contribute to our move towards machine-learning-based scorecards under a strong model-risk framework.',
    ],
    requirements: [
      '2+ years in credit risk modelling or portfolio analysis',
      'Working knowledge of IFRS 9 and Basel requirements',
      'Strong SQL and Python or SAS',
      'Degree in finance, economics, mathematics or a related field',
      'Fluent Hungarian and English',
    ],
    skills: ['Python', 'SQL', 'SAS', 'IFRS 9', 'Excel'],
  },
  {
    key: 'sre', employer: 0, title: 'Site Reliability Engineer', location: 'Budapest, Hungary (Hybrid)',
    type: 'full-time', category: 'devops', salary: [52, 72], startInDays: null, postedDaysAgo: 38,
    description: [
      'We run a cloud-native banking platform on AWS with more than 200 microservices. As a Site Reliability Engineer you will keep it fast, secure and available around the clock, defining service-level objectives with product teams and automating away repetitive operational work.',
      'You will manage our Kubernetes clusters and infrastructure as code with Terraform, improve observability with Prometheus, Grafana and OpenTelemetry, take part in a fairly compensated on-call rotation and lead blameless post-incident reviews.',
    ],
    requirements: [
      '4+ years in SRE, DevOps or platform engineering',
      'Production experience with Kubernetes and Terraform on AWS',
      'Programming or scripting in Go or Python',
      'Solid understanding of networking and Linux',
      'Experience in regulated environments is a plus',
    ],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'Grafana', 'Go', 'OpenTelemetry'],
  },
  {
    key: 'po-mobile', employer: 0, title: 'Product Owner – Mobile Banking', location: 'Budapest, Hungary',
    type: 'full-time', category: 'product-management', salary: [48, 65], startInDays: null, postedDaysAgo: 35,
    description: [
      'Our mobile app is rated 4.7 stars and is where most customers meet the bank. As Product Owner you will lead a cross-functional squad of nine people responsible for payments, cards and savings features in the iOS and Android apps.',
      'You will own the backlog and the roadmap, turn customer research and data into clear user stories, balance regulatory requirements such as PSD2 strong customer authentication with a simple experience, and measure outcomes after every release.',
    ],
    requirements: [
      '3+ years as a product owner or product manager on a digital product',
      'Experience with agile delivery (Scrum or Kanban)',
      'Data-driven mindset; basic SQL is a plus',
      'Excellent communication in Hungarian and English',
      'Fintech or banking background is an advantage',
    ],
    skills: ['Agile', 'Jira', 'User research', 'Figma', 'SQL', 'Product analytics'],
  },
  {
    key: 'aml', employer: 0, title: 'AML Compliance Officer', location: 'Budapest, Hungary',
    type: 'full-time', category: 'financial-services', salary: [42, 58], startInDays: null, postedDaysAgo: 41,
    description: [
      'We are looking for an AML Compliance Officer to strengthen our second line of defence. You will review alerts escalated from transaction monitoring, investigate complex cases, prepare suspicious activity reports for the Hungarian Financial Intelligence Unit and advise product teams on AML and sanctions requirements.',
      'You will also help tune our monitoring scenarios with the data team, deliver training across the bank and support regulatory inspections by the Central Bank of Hungary (MNB).',
    ],
    requirements: [
      '3+ years of AML, KYC or financial crime compliance experience in a bank or payment institution',
      'Good knowledge of Hungarian AML law and the EU AML directives',
      'Strong analytical and report-writing skills',
      'Fluent Hungarian and English',
      'ACAMS or ICA certification is an advantage',
    ],
    skills: ['AML', 'KYC', 'Sanctions screening', 'Transaction monitoring', 'Regulatory reporting'],
  },
  {
    key: 'qa', employer: 0, title: 'QA Automation Engineer', location: 'Debrecen, Hungary',
    type: 'full-time', category: 'software-development', salary: [32, 45], startInDays: 21, postedDaysAgo: 26,
    description: [
      'Our Debrecen engineering hub is growing, and we need a QA Automation Engineer to raise the quality bar of our web and mobile channels. You will design automated test suites for critical customer journeys such as onboarding, card ordering and instant payments.',
      'You will write end-to-end tests with Playwright in TypeScript, test REST APIs, integrate the tests into our CI/CD pipelines and coach developers on testability. Flexible hours and one remote week every month.',
    ],
    requirements: [
      '2+ years in test automation',
      'Experience with Playwright or Cypress',
      'Good TypeScript or JavaScript skills',
      'Experience testing REST APIs',
      'ISTQB certification is a plus',
    ],
    skills: ['Playwright', 'TypeScript', 'Cypress', 'REST API testing', 'CI/CD'],
  },
  {
    key: 'android', employer: 0, title: 'Android Developer (Kotlin)', location: 'Budapest, Hungary (Hybrid)',
    type: 'contract', category: 'software-development', salary: null, startInDays: 21, postedDaysAgo: 9,
    description: [
      'We need an experienced Android developer for a six-month contract to help deliver a redesigned cards and payments experience in our mobile app, including Google Pay tokenisation and in-app card controls.',
      'You will work in Kotlin with Jetpack Compose, coroutines and a modular architecture, pair with our permanent engineers and leave the codebase better than you found it. Umbrella payroll through Portal Talent is available for contractors based in Hungary.',
    ],
    requirements: [
      '5+ years of Android development in Kotlin',
      'Production experience with Jetpack Compose',
      'Experience with payments or other security-sensitive apps',
      'Available to start within a month',
    ],
    skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Android SDK', 'Google Pay', 'Gradle'],
  },
  {
    key: 'junior-analyst', employer: 0, title: 'Junior Data Analyst', location: 'Debrecen, Hungary',
    type: 'full-time', category: 'data-science', salary: [22, 30], startInDays: null, postedDaysAgo: 58, active: false,
    description: [
      'A great first step into banking analytics: you will build dashboards and ad-hoc analyses for our operations and customer service teams, track service levels and help identify process improvements.',
      'You will learn from senior analysts, work with SQL and Power BI every day and take part in our internal data academy.',
    ],
    requirements: [
      'Degree in economics, statistics, computer science or similar',
      'Good SQL basics',
      'Experience with Power BI or Tableau',
      'Fluent Hungarian, good English',
    ],
    skills: ['SQL', 'Power BI', 'Excel', 'Python'],
  },
  {
    key: 'cloud-security', employer: 0, title: 'Cloud Security Engineer', location: 'Budapest, Hungary (Hybrid)',
    type: 'contract', category: 'devops', salary: null, startInDays: 10, postedDaysAgo: 1,
    description: [
      'A six-month contract for a Cloud Security Engineer to lead a security review of our AWS platform and of the Azure tenant used by our corporate functions, covering identity and access management, network segmentation and logging.',
      'You will produce a remediation plan, implement the most important fixes together with our platform engineers and prepare evidence for our DORA compliance programme. Umbrella payroll through Portal Talent is available for contractors based in Hungary.',
    ],
    requirements: [
      'Strong cloud security experience on AWS and Azure',
      'Knowledge of CIS benchmarks and ISO 27001',
      'Experience in regulated industries',
      'A security certification such as CCSP or AWS Security Specialty',
    ],
    skills: ['AWS', 'Azure', 'IAM', 'Cloud security', 'ISO 27001', 'DORA'],
  },
  // VistulaSoft
  {
    key: 'java-payments', employer: 1, title: 'Senior Java Developer – Payments', location: 'Warsaw, Poland',
    type: 'full-time', category: 'software-development', salary: [50, 68], startInDays: null, postedDaysAgo: 55,
    description: [
      'VistulaSoft is building a next-generation payments hub for a top-10 European bank, processing SEPA Instant, SWIFT and card payments. We are looking for a Senior Java Developer to design and build high-throughput services that move billions of euros every day.',
      'You will work with Java 21, Spring Boot, Kafka and PostgreSQL on Kubernetes, take part in architecture decisions and help migrate legacy message formats to ISO 20022. Our teams work in English, and you can choose between our Warsaw office and hybrid work.',
    ],
    requirements: [
      '6+ years of backend development in Java',
      'Experience with Spring Boot and event-driven architectures',
      'Solid SQL and database design skills',
      'Knowledge of payment schemes or ISO 20022 is a strong plus',
      'Fluent English',
    ],
    skills: ['Java 21', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Kubernetes', 'ISO 20022'],
  },
  {
    key: 'devops-krakow', employer: 1, title: 'DevOps Engineer', location: 'Kraków, Poland',
    type: 'full-time', category: 'devops', salary: [45, 62], startInDays: null, postedDaysAgo: 33,
    description: [
      'Our Kraków delivery centre is looking for a DevOps Engineer to build and run the Azure platforms behind several fintech products. You will create reusable Terraform modules, secure CI/CD pipelines in GitHub Actions and Kubernetes environments that development teams can use on their own.',
      'You will also drive cost optimisation and security hardening, work with our clients\' security teams during audits and share your knowledge through internal guilds and tech talks.',
    ],
    requirements: [
      '3+ years in a DevOps or cloud engineering role',
      'Hands-on Azure experience (AKS, networking, Key Vault)',
      'Infrastructure as code with Terraform',
      'Experience with GitHub Actions or Azure DevOps pipelines',
      'Good English',
    ],
    skills: ['Azure', 'Terraform', 'Kubernetes', 'Helm', 'GitHub Actions', 'Bash'],
  },
  {
    key: 'python-remote', employer: 1, title: 'Python Backend Developer', location: 'Remote',
    type: 'remote', category: 'software-development', salary: [42, 60], startInDays: null, postedDaysAgo: 29,
    description: [
      'Work fully remotely from anywhere in the EU on a wealth-management platform used by independent financial advisers. You will build APIs and background services that aggregate portfolio data, calculate performance and generate client reports.',
      'Our stack is Python with FastAPI, PostgreSQL, Redis and Celery, deployed on AWS. We value clean code, automated testing and asynchronous communication, and we meet in person twice a year in Warsaw.',
    ],
    requirements: [
      '4+ years of professional Python development',
      'Experience designing REST APIs with FastAPI, Django or Flask',
      'Good PostgreSQL knowledge',
      'Comfortable working remotely across European time zones',
    ],
    skills: ['Python', 'FastAPI', 'PostgreSQL', 'Redis', 'Celery', 'Docker', 'AWS'],
  },
  {
    key: 'quant-cpp', employer: 1, title: 'Quant Developer (C++)', location: 'Warsaw, Poland',
    type: 'full-time', category: 'financial-services', salary: [65, 90], startInDays: 45, postedDaysAgo: 6,
    description: [
      'On behalf of a proprietary trading client, our Warsaw team is building a low-latency market-making platform for European equity and derivatives venues. We are looking for a Quant Developer who enjoys squeezing microseconds out of C++ code.',
      'You will implement pricing and execution components, work closely with quantitative researchers to move strategies from Python prototypes into production, and build tools for back-testing and market-data replay.',
    ],
    requirements: [
      'Strong modern C++ (17/20) on Linux',
      'Solid grasp of data structures, concurrency and performance profiling',
      'Python for research tooling',
      'Knowledge of derivatives or market microstructure is an advantage',
      'Degree in computer science, mathematics, physics or similar',
    ],
    skills: ['C++20', 'Python', 'Linux', 'Low-latency systems', 'Market data', 'Options pricing'],
  },
  {
    key: 'fullstack', employer: 1, title: 'Full-Stack Developer (React/Node.js)', location: 'Kraków, Poland',
    type: 'full-time', category: 'software-development', salary: [40, 55], startInDays: null, postedDaysAgo: 50,
    description: [
      'Join a product team building a self-service lending portal for small and medium-sized businesses. You will work across the whole stack: React and TypeScript on the front end, Node.js services with NestJS on the back end and PostgreSQL underneath.',
      'You will take features from idea to production, write tests, review code and talk directly with the client\'s product manager.',
    ],
    requirements: [
      '4+ years of web development experience',
      'Strong React and TypeScript',
      'Backend experience with Node.js (NestJS or Express)',
      'Good knowledge of SQL databases',
      'Communicative English',
    ],
    skills: ['React', 'TypeScript', 'Node.js', 'NestJS', 'PostgreSQL', 'Docker'],
  },
  {
    key: 'ds-customer', employer: 1, title: 'Data Scientist – Customer Analytics', location: 'Warsaw, Poland',
    type: 'full-time', category: 'data-science', salary: [45, 62], startInDays: null, postedDaysAgo: 46,
    description: [
      'We are building a customer analytics practice for retail banks in Poland and the Baltics. As a Data Scientist you will develop churn, propensity and customer-lifetime-value models and turn them into campaigns that measurably improve results.',
      'You will design A/B tests, present findings to client stakeholders and work with data engineers to put models into production on Databricks.',
    ],
    requirements: [
      '3+ years of applied data science experience',
      'Strong Python (pandas, scikit-learn) and SQL',
      'Solid statistics and experiment design',
      'Ability to explain results to non-technical audiences',
      'Polish and English',
    ],
    skills: ['Python', 'pandas', 'scikit-learn', 'SQL', 'Databricks', 'A/B testing', 'Tableau'],
  },
  {
    key: 'tpm-open-banking', employer: 1, title: 'Technical Product Manager – Open Banking', location: 'Warsaw, Poland',
    type: 'full-time', category: 'product-management', salary: [55, 72], startInDays: 60, postedDaysAgo: 15,
    description: [
      'Our open banking platform connects to more than 2,000 European banks through PSD2 APIs. As Technical Product Manager you will own the developer-facing API products: account information, payment initiation and variable recurring payments.',
      'You will define the roadmap with engineering and commercial teams, write clear API specifications, talk to fintech customers every week and keep a close eye on upcoming regulation such as PSD3 and the Payment Services Regulation.',
    ],
    requirements: [
      '4+ years of product management, ideally for API or platform products',
      'Technical background; able to read and review OpenAPI specifications',
      'Knowledge of PSD2 and open banking',
      'Excellent written English',
    ],
    skills: ['Product strategy', 'REST APIs', 'OpenAPI', 'PSD2', 'Jira', 'Stakeholder management'],
  },
  {
    key: 'tester-part-time', employer: 1, title: 'Manual & Automation Tester', location: 'Kraków, Poland',
    type: 'part-time', category: 'software-development', salary: [20, 28], startInDays: null, postedDaysAgo: 3,
    description: [
      'A part-time role (24 hours a week) for a tester who wants to grow into automation. You will test the web and mobile features of an insurance claims application, write clear bug reports and gradually automate regression scenarios.',
      'Flexible working hours, a mentor from our QA guild and a paid ISTQB Foundation course if you do not hold the certificate yet.',
    ],
    requirements: [
      '1+ year of software testing experience',
      'Attention to detail and clear written communication',
      'Basic knowledge of SQL and REST APIs',
      'Interest in learning test automation',
    ],
    skills: ['Manual testing', 'Postman', 'SQL', 'Selenium'],
  },
  {
    key: 'scrum-master', employer: 1, title: 'Scrum Master', location: 'Remote',
    type: 'contract', category: 'product-management', salary: null, startInDays: null, postedDaysAgo: 57,
    description: [
      'We are looking for an experienced Scrum Master to support two development teams working on a card-issuing platform for a Nordic bank. The engagement is remote, with occasional travel to Warsaw and Stockholm.',
      'You will facilitate Scrum events, remove impediments, help the teams improve their flow metrics and coach the client\'s product owners. Initial term of six months, with a likely extension.',
    ],
    requirements: [
      '3+ years as a Scrum Master in software teams',
      'PSM II, CSM or equivalent certification',
      'Experience with distributed teams',
      'Fluent English',
    ],
    skills: ['Scrum', 'Kanban', 'Jira', 'Facilitation', 'Agile coaching'],
  },
  // Thames Capital Partners
  {
    key: 'market-risk', employer: 2, title: 'Market Risk Analyst', location: 'London, UK',
    type: 'full-time', category: 'financial-services', salary: [70, 90], startInDays: null, postedDaysAgo: 24,
    description: [
      'Thames Capital Partners is looking for a Market Risk Analyst to join its independent risk function. You will produce daily VaR, stress-testing and exposure reports across our multi-asset and fixed-income funds and challenge portfolio managers on the risks they take.',
      'You will improve our risk models and Python tooling, contribute to the design of new stress scenarios and prepare material for the Risk Committee and for investors\' due-diligence questionnaires.',
    ],
    requirements: [
      '2-5 years in market risk at an asset manager, bank or hedge fund',
      'Good understanding of VaR, stress testing and fixed-income risk',
      'Strong Python and SQL',
      'Degree in a quantitative discipline; progress towards FRM or CFA is a plus',
    ],
    skills: ['Python', 'SQL', 'VaR', 'Stress testing', 'Bloomberg', 'Fixed income'],
  },
  {
    key: 'quant-dev-london', employer: 2, title: 'Quantitative Developer', location: 'London, UK',
    type: 'full-time', category: 'financial-services', salary: [95, 130], startInDays: 30, postedDaysAgo: 2,
    description: [
      'We are hiring a Quantitative Developer to work alongside our systematic investment team. You will build the libraries and data pipelines used to research, back-test and run our systematic fixed-income and macro strategies.',
      'Your work will range from pricing models for interest-rate derivatives and portfolio optimisation to the production systems that generate daily trades. You will join a small team where code quality, reproducibility and close collaboration with researchers really matter.',
    ],
    requirements: [
      'Excellent Python; C++ experience is a strong plus',
      'Solid mathematics, statistics and numerical methods',
      'Experience with time-series data at scale',
      'Knowledge of fixed income or derivatives',
      'Degree in computer science, mathematics, physics or engineering',
    ],
    skills: ['Python', 'C++', 'NumPy', 'pandas', 'kdb+/q', 'Derivatives pricing', 'Git'],
  },
  {
    key: 'compliance', employer: 2, title: 'Compliance Officer', location: 'London, UK',
    type: 'full-time', category: 'financial-services', salary: [75, 95], startInDays: null, postedDaysAgo: 31,
    description: [
      'As Compliance Officer you will help run the compliance programme of an FCA-regulated asset manager. You will carry out compliance monitoring, review marketing materials and fund documentation, and advise the business on conduct, market abuse and conflicts of interest.',
      'You will keep the firm\'s Senior Managers and Certification Regime records up to date, prepare regulatory returns and play a key part in our Consumer Duty and Sustainability Disclosure Requirements (SDR) work.',
    ],
    requirements: [
      '4+ years of compliance experience in asset or wealth management',
      'Strong knowledge of FCA rules, SMCR and MiFID II',
      'Experience running compliance monitoring programmes',
      'Excellent drafting skills',
      'ICA diploma or similar is an advantage',
    ],
    skills: ['FCA regulation', 'SMCR', 'MiFID II', 'Compliance monitoring', 'Consumer Duty', 'Policy writing'],
  },
  {
    key: 'fund-accountant-london', employer: 2, title: 'Fund Accountant', location: 'London, UK',
    type: 'full-time', category: 'financial-services', salary: [50, 62], startInDays: null, postedDaysAgo: 18,
    description: [
      'Join our fund operations team and take responsibility for the accounting of a range of UK and Luxembourg funds. You will oversee the daily and monthly NAV calculations of our fund administrator, reconcile cash and positions and review fee and expense accruals.',
      'You will prepare annual financial statements with the auditors, support new fund launches and help automate reconciliations together with our data team.',
    ],
    requirements: [
      '3+ years of fund accounting experience',
      'ACA, ACCA or CIMA qualified or part-qualified',
      'Good knowledge of IFRS or UK GAAP for investment funds',
      'Advanced Excel',
    ],
    skills: ['NAV calculation', 'Reconciliations', 'IFRS', 'Excel', 'Fund administration'],
  },
  {
    key: 'cloud-architect', employer: 2, title: 'Cloud Architect (Azure)', location: 'London, UK',
    type: 'contract', category: 'devops', salary: null, startInDays: null, postedDaysAgo: 59,
    description: [
      'We are moving our investment and operations platforms from on-premises data centres to Microsoft Azure, and we are looking for a contract Cloud Architect to design the landing zone, network and identity model and to guide our engineers through the migration.',
      'You will record architecture decisions that satisfy our security and FCA operational-resilience requirements, set infrastructure-as-code standards and hand over to the permanent platform team at the end of the engagement. Six months, hybrid, London.',
    ],
    requirements: [
      'Proven experience as an Azure cloud architect in financial services',
      'Deep knowledge of Azure landing zones, networking and Entra ID',
      'Infrastructure as code with Terraform or Bicep',
      'Experience with operational-resilience requirements',
    ],
    skills: ['Azure', 'Terraform', 'Bicep', 'Entra ID', 'Networking', 'Cloud security'],
  },
  {
    key: 'data-eng-investment', employer: 2, title: 'Data Engineer – Investment Data', location: 'London, UK',
    type: 'full-time', category: 'data-science', salary: [80, 100], startInDays: null, postedDaysAgo: 37,
    description: [
      'Our investment data team provides clean, timely data on prices, holdings, benchmarks and ESG metrics to portfolio managers and the risk team. You will build and maintain the pipelines that load data from Bloomberg, index providers and our administrators into Snowflake.',
      'You will model data with dbt, orchestrate it with Azure Data Factory and build monitoring that catches a bad price before anybody else does.',
    ],
    requirements: [
      '3+ years of data engineering experience',
      'Strong SQL and Python',
      'Experience with Snowflake and dbt',
      'Knowledge of financial market data is highly desirable',
    ],
    skills: ['Python', 'SQL', 'Snowflake', 'dbt', 'Azure Data Factory'],
  },
  {
    key: 'private-credit', employer: 2, title: 'Private Credit Analyst', location: 'London, UK',
    type: 'full-time', category: 'financial-services', salary: [85, 110], startInDays: null, postedDaysAgo: 28,
    description: [
      'Our private credit team lends to mid-market European companies. As an analyst you will assess new lending opportunities: build financial models, review due-diligence reports, analyse business plans and write investment committee papers.',
      'After investment you will monitor borrower performance, covenant compliance and portfolio valuations, working directly with partners and deal teams.',
    ],
    requirements: [
      '2-4 years in leveraged finance, private credit, restructuring or transaction services',
      'Excellent financial modelling skills',
      'Strong written English',
      'Another European language is a plus',
    ],
    skills: ['Financial modelling', 'Credit analysis', 'Excel', 'Due diligence', 'Valuation'],
  },
  {
    key: 'reg-reporting', employer: 2, title: 'Regulatory Reporting Analyst', location: 'London, UK',
    type: 'contract', category: 'financial-services', salary: [60, 75], startInDays: null, postedDaysAgo: 54, active: false,
    description: [
      'A nine-month contract supporting the preparation of regulatory returns, including AIFMD Annex IV and FCA capital reporting, while the permanent team implements a new reporting system.',
      'You will prepare and review returns, document processes and help test the new system before it goes live.',
    ],
    requirements: [
      'Experience with AIFMD Annex IV or FCA regulatory reporting',
      'Strong Excel skills and attention to detail',
      'Available immediately',
    ],
    skills: ['AIFMD', 'Annex IV', 'Regulatory reporting', 'Excel'],
  },
  {
    key: 'ba-trading', employer: 2, title: 'Business Analyst – Trading Systems', location: 'London, UK',
    type: 'contract', category: 'product-management', salary: null, startInDays: 28, postedDaysAgo: 43,
    description: [
      'We are replacing our order-management system and need a Business Analyst who understands the front office. You will document current processes, gather requirements from portfolio managers, traders and operations, and turn them into clear user stories for the vendor and our internal developers.',
      'You will also plan and run user acceptance testing and support the cut-over. Six-month contract, three days a week in our London office.',
    ],
    requirements: [
      'Business analysis experience on trading or order-management systems',
      'Good understanding of the trade lifecycle across asset classes',
      'Experience writing user stories and running UAT',
      'Excellent stakeholder management',
    ],
    skills: ['Business analysis', 'Order management systems', 'UAT', 'Trade lifecycle', 'Jira', 'SQL'],
  },
  // Northern Lights AI
  {
    key: 'ai-research', employer: 3, title: 'AI Research Scientist – NLP', location: 'Helsinki, Finland',
    type: 'full-time', category: 'ai-machine-learning', salary: [70, 95], startInDays: null, postedDaysAgo: 49,
    description: [
      'Northern Lights AI builds language models that read, summarise and reason over complex financial and regulatory documents in the Nordic languages and English. As an AI Research Scientist you will push the state of the art in retrieval-augmented generation, long-document understanding and model evaluation.',
      'You will design experiments, fine-tune open-weight models on our GPU cluster, publish at leading conferences when it makes sense and work with engineers to ship your research into products used by banks and insurers.',
    ],
    requirements: [
      'PhD or equivalent research experience in NLP or machine learning',
      'Strong publication record or open-source contributions',
      'Excellent PyTorch skills',
      'Experience with large-scale training or fine-tuning of language models',
    ],
    skills: ['Python', 'PyTorch', 'Transformers', 'LLM fine-tuning', 'Distributed training', 'RAG', 'Evaluation'],
  },
  {
    key: 'mlops', employer: 3, title: 'MLOps Engineer', location: 'Helsinki, Finland',
    type: 'full-time', category: 'devops', salary: [60, 78], startInDays: null, postedDaysAgo: 13,
    description: [
      'We are looking for an MLOps Engineer to build the platform our researchers and engineers use to train, evaluate and serve models. You will run GPU workloads on Kubernetes, automate training pipelines and make model deployments safe and repeatable.',
      'You will work with Kubeflow, Ray and Terraform on Google Cloud, set up model monitoring and help our customers run our models in their own private clouds.',
    ],
    requirements: [
      '3+ years in DevOps, platform or ML engineering',
      'Strong Kubernetes and infrastructure-as-code skills',
      'Good Python',
      'Experience with GPU workloads or ML pipelines is a strong plus',
    ],
    skills: ['Kubernetes', 'Kubeflow', 'Ray', 'Python', 'GCP', 'Terraform'],
  },
  {
    key: 'ml-llm', employer: 3, title: 'Machine Learning Engineer – LLM Applications', location: 'Remote',
    type: 'remote', category: 'ai-machine-learning', salary: [60, 85], startInDays: null, postedDaysAgo: 36,
    description: [
      'Help us turn large language models into reliable products. You will build retrieval-augmented generation pipelines, agents and evaluation harnesses for assistants that help compliance officers and claims handlers find answers in thousands of documents.',
      'You will own features end to end, from prompt and retrieval design to FastAPI services, vector search and automated evaluation, in a team that treats quality and safety as first-class features. Fully remote within the EU, with team weeks in Helsinki.',
    ],
    requirements: [
      '3+ years of software or ML engineering in Python',
      'Hands-on experience building LLM-based applications',
      'Experience with vector databases and search',
      'A rigorous approach to evaluation and testing',
    ],
    skills: ['Python', 'LLMs', 'RAG', 'Vector databases', 'FastAPI', 'Evaluation', 'Docker'],
  },
  {
    key: 'ds-forecasting', employer: 3, title: 'Senior Data Scientist – Forecasting', location: 'Helsinki, Finland',
    type: 'full-time', category: 'data-science', salary: [62, 80], startInDays: null, postedDaysAgo: 39,
    description: [
      'Our forecasting products help energy traders and insurers anticipate demand, prices and weather-related losses. As a Senior Data Scientist you will develop probabilistic time-series models and turn them into products that our customers rely on every day.',
      'You will combine statistical models with gradient boosting and deep learning, quantify uncertainty properly and mentor junior data scientists.',
    ],
    requirements: [
      '5+ years of data science experience with a focus on time series',
      'Strong Python and statistical modelling',
      'Experience with probabilistic or Bayesian methods',
      'MSc or PhD in a quantitative field',
    ],
    skills: ['Python', 'Time series', 'PyMC', 'LightGBM', 'SQL', 'Forecasting'],
  },
  {
    key: 'ai-pm', employer: 3, title: 'AI Product Manager', location: 'Helsinki, Finland',
    type: 'full-time', category: 'product-management', salary: [65, 85], startInDays: null, postedDaysAgo: 11,
    description: [
      'We are looking for an AI Product Manager to lead our document-intelligence product for financial institutions. You will work with customers to find the problems worth solving, define what good looks like for AI features and guide the team from prototype to regulated production use.',
      'You will set the roadmap, define evaluation metrics together with our researchers and make responsible-AI requirements, including those of the EU AI Act, part of the product from day one.',
    ],
    requirements: [
      '4+ years of product management for B2B software',
      'Experience shipping machine-learning or AI products',
      'Understanding of financial services customers',
      'Excellent English; Finnish or Swedish is a plus',
    ],
    skills: ['Product management', 'AI/ML products', 'User research', 'EU AI Act', 'Roadmapping'],
  },
  {
    key: 'computer-vision', employer: 3, title: 'Computer Vision Engineer', location: 'Helsinki, Finland',
    type: 'contract', category: 'ai-machine-learning', salary: null, startInDays: 35, postedDaysAgo: 40,
    description: [
      'A six-month contract to build computer-vision models that extract data from scanned insurance claims, invoices and identity documents. You will improve our document-layout and OCR pipeline and reduce the need for manual review.',
      'You will train and evaluate models, optimise them for CPU inference and work with our MLOps engineer to deploy them.',
    ],
    requirements: [
      'Strong experience in computer vision with PyTorch',
      'Experience with OCR or document-layout models',
      'Model optimisation with ONNX or similar',
      'Available to start within six weeks',
    ],
    skills: ['Python', 'PyTorch', 'OpenCV', 'OCR', 'ONNX'],
  },
  {
    key: 'research-intern', employer: 3, title: 'Research Intern – Responsible AI', location: 'Helsinki, Finland',
    type: 'part-time', category: 'ai-machine-learning', salary: [18, 24], startInDays: 50, postedDaysAgo: 5,
    description: [
      'A part-time research internship (20 hours a week for six months) for a master\'s or PhD student interested in the fairness, explainability and robustness of AI systems used in finance.',
      'You will help design bias and robustness tests for our language models, contribute to our model documentation and may co-author a workshop paper.',
    ],
    requirements: [
      'Enrolled in a master\'s or PhD programme in computer science, statistics or a related field',
      'Good Python and machine-learning fundamentals',
      'Interest in AI ethics and regulation',
    ],
    skills: ['Python', 'Machine learning', 'Fairness', 'Explainability'],
  },
  // Nordfinans
  {
    key: 'payroll-specialist', employer: 4, title: 'Payroll Specialist (Nordic)', location: 'Stockholm, Sweden',
    type: 'full-time', category: 'financial-services', salary: [45, 55], startInDays: null, postedDaysAgo: 21,
    description: [
      'Nordfinans runs payroll for more than 400 employers in Sweden, Finland and Norway. As Payroll Specialist you will own a portfolio of clients, process monthly payrolls accurately and on time, and make sure taxes and employer contributions are reported correctly.',
      'You will handle employer declarations to Skatteverket and the Finnish Incomes Register, answer questions from client HR teams and help improve our payroll software together with the product team.',
    ],
    requirements: [
      '3+ years of payroll experience in Sweden; Finnish payroll is a plus',
      'Good knowledge of Swedish tax rules and collective agreements',
      'Accuracy and strong Excel skills',
      'Fluent Swedish and English',
    ],
    skills: ['Swedish payroll', 'Finnish payroll', 'Skatteverket reporting', 'Excel', 'Collective agreements'],
  },
  {
    key: 'fund-accountant-ucits', employer: 4, title: 'Fund Accountant – UCITS', location: 'Stockholm, Sweden',
    type: 'full-time', category: 'financial-services', salary: [50, 62], startInDays: null, postedDaysAgo: 16,
    description: [
      'Join our fund administration team, which calculates daily NAVs for more than 120 UCITS and alternative funds. You will be responsible for the accounting, NAV calculation and financial reporting of a portfolio of funds for Nordic asset managers.',
      'You will work closely with custodians, auditors and clients, and help us automate controls in our fund accounting system.',
    ],
    requirements: [
      '2+ years of fund accounting experience',
      'Knowledge of UCITS and Swedish fund regulations',
      'Degree in accounting or finance',
      'Fluent English; Swedish is a plus',
    ],
    skills: ['NAV calculation', 'UCITS', 'Fund accounting', 'Excel', 'Reconciliations'],
  },
  {
    key: 'kotlin-backend', employer: 4, title: 'Backend Developer (Kotlin)', location: 'Stockholm, Sweden',
    type: 'full-time', category: 'software-development', salary: [58, 75], startInDays: 14, postedDaysAgo: 56,
    description: [
      'Our engineering team builds the platforms behind fund administration, lending and payroll. As a Backend Developer you will design and build Kotlin services that calculate salaries, taxes and fund valuations accurately for thousands of people and hundreds of funds.',
      'You will work with Kotlin, Spring Boot, PostgreSQL and Kafka on AWS, in a team that writes tests first, reviews every change and deploys many times a day.',
    ],
    requirements: [
      '4+ years of backend development in Kotlin or Java',
      'Experience with Spring Boot and relational databases',
      'Interest in financial domains such as payroll or accounting',
      'Good English; Swedish is not required',
    ],
    skills: ['Kotlin', 'Spring Boot', 'PostgreSQL', 'Kafka', 'AWS', 'Docker'],
  },
  {
    key: 'platform-remote', employer: 4, title: 'Platform Engineer', location: 'Remote',
    type: 'remote', category: 'devops', salary: [55, 72], startInDays: null, postedDaysAgo: 30,
    description: [
      'We are looking for a remote Platform Engineer to build the internal developer platform that our 40 engineers use every day. You will own our AWS accounts, Kubernetes clusters, CI/CD and observability stack.',
      'You will work on golden paths for new services, secrets management and compliance automation that meets Finansinspektionen\'s requirements on outsourcing and ICT risk under DORA.',
    ],
    requirements: [
      '4+ years in platform, SRE or DevOps roles',
      'Strong AWS, Kubernetes and Terraform skills',
      'Experience with GitOps (Argo CD or Flux)',
      'Knowledge of DORA or other ICT risk frameworks is a plus',
    ],
    skills: ['AWS', 'Kubernetes', 'Terraform', 'Argo CD', 'Observability', 'DORA'],
  },
  {
    key: 'credit-analyst-sme', employer: 4, title: 'Credit Analyst – SME Lending', location: 'Stockholm, Sweden',
    type: 'full-time', category: 'financial-services', salary: [48, 60], startInDays: null, postedDaysAgo: 8,
    description: [
      'Nordfinans provides working-capital loans and invoice financing to small and medium-sized companies in Sweden. As a Credit Analyst you will assess applications, analyse financial statements and cash flows, and recommend credit decisions.',
      'You will also monitor the loan book, follow up on early-warning signals and help refine our automated scoring models together with the data team.',
    ],
    requirements: [
      '2+ years of credit analysis experience in banking or lending',
      'Strong understanding of financial statements',
      'Good Excel skills; SQL is a plus',
      'Fluent Swedish and English',
    ],
    skills: ['Credit analysis', 'Financial statements', 'Excel', 'SQL', 'Risk assessment'],
  },
  {
    key: 'pm-payroll', employer: 4, title: 'Product Manager – Payroll Platform', location: 'Stockholm, Sweden',
    type: 'full-time', category: 'product-management', salary: [65, 80], startInDays: null, postedDaysAgo: 34,
    description: [
      'Our payroll platform is used by 400 employers and their employees across the Nordics. As Product Manager you will own the employer-facing experience, from onboarding and payroll approval to reporting and integrations with HR systems.',
      'You will interview customers and payroll specialists, prioritise the roadmap, work closely with designers and engineers and measure adoption and customer satisfaction.',
    ],
    requirements: [
      '3+ years of product management in B2B SaaS',
      'Experience with payroll, HR or finance software is highly desirable',
      'Data-informed decision making',
      'Fluent English; Swedish is a plus',
    ],
    skills: ['Product management', 'B2B SaaS', 'Payroll', 'User research', 'Roadmapping', 'Analytics'],
  },
  // Pannon Cloud
  {
    key: 'cloud-engineer-aws', employer: 5, title: 'Cloud Engineer (AWS)', location: 'Debrecen, Hungary',
    type: 'full-time', category: 'devops', salary: [35, 48], startInDays: null, postedDaysAgo: 60,
    description: [
      'Pannon Cloud is looking for a Cloud Engineer to design, migrate and run AWS environments for manufacturing and logistics clients. You will plan migrations, build infrastructure as code and support our clients\' teams after go-live.',
      'You will have access to AWS certification training and a clear path to a senior role within two years.',
    ],
    requirements: [
      '2+ years of AWS experience',
      'Terraform or CloudFormation',
      'Linux administration skills',
      'Hungarian and English',
    ],
    skills: ['AWS', 'Terraform', 'Linux', 'Docker', 'CloudFormation'],
  },
  {
    key: 'linux-admin', employer: 5, title: 'Linux System Administrator', location: 'Debrecen, Hungary',
    type: 'full-time', category: 'devops', salary: [28, 38], startInDays: null, postedDaysAgo: 53, active: false,
    description: [
      'We are looking for a Linux System Administrator to run our clients\' servers and our own data-centre infrastructure in Debrecen. You will handle patching, monitoring, backups and incident response.',
      'On-call duty one week a month, with additional pay, and a modern office close to the university campus.',
    ],
    requirements: [
      '3+ years of Linux administration',
      'Experience with Ansible',
      'Networking fundamentals',
      'Hungarian and English',
    ],
    skills: ['Linux', 'Ansible', 'Bash', 'Zabbix', 'Networking'],
  },
  {
    key: 'dotnet', employer: 5, title: '.NET Developer', location: 'Debrecen, Hungary',
    type: 'full-time', category: 'software-development', salary: [32, 45], startInDays: null, postedDaysAgo: 48, active: false,
    description: [
      'Join our application team, which builds custom logistics and warehouse-management software for clients in Eastern Hungary. You will develop web APIs in C# and .NET 8 and maintain integrations with ERP systems.',
      'Small team, flexible hours and plenty of room to shape the architecture of new products.',
    ],
    requirements: [
      '3+ years of C# and .NET development',
      'Experience with SQL Server and Entity Framework',
      'REST API design',
      'Good Hungarian',
    ],
    skills: ['C#', '.NET 8', 'ASP.NET Core', 'SQL Server', 'Entity Framework'],
  },
];

interface ApplicationSeed { candidate: number; job: string; status: ApplicationStatus; daysAgo: number; note: string }

// candidate = index in CANDIDATES (only those with a CV); job = JobSeed.key (active jobs only).
const APPLICATIONS: ApplicationSeed[] = [
  // Anna Kovács (candidate@portaltalent.eu): every status
  { candidate: 0, job: 'react', status: 'interview', daysAgo: 14, note: 'I have built customer-facing React and TypeScript applications for a retail bank for four years, including an accessible onboarding flow. I would love to bring that experience to your internet bank squad.' },
  { candidate: 0, job: 'fullstack', status: 'offer', daysAgo: 24, note: 'Your SME lending portal sounds like exactly the kind of product I enjoy: full-stack ownership with React, Node.js and PostgreSQL. I have delivered two lending journeys end to end and am happy to work remotely with the Kraków team.' },
  { candidate: 0, job: 'python-remote', status: 'rejected', daysAgo: 20, note: 'Although most of my backend work is in Node.js and Kotlin, I have used Python with FastAPI for internal reporting services and would be glad to deepen it on a wealth-management platform.' },
  { candidate: 0, job: 'android', status: 'submitted', daysAgo: 2, note: 'I am available for a six-month contract from next month. I have shipped Kotlin features in our banking app, including card controls, and would use the umbrella payroll option.' },
  { candidate: 0, job: 'kotlin-backend', status: 'hired', daysAgo: 29, note: 'Payroll and fund valuation are domains where correctness matters, and that is how I like to work: tests first, small changes, frequent deploys. I write Kotlin and Spring Boot daily.' },
  { candidate: 0, job: 'qa', status: 'review', daysAgo: 8, note: 'As a developer I have set up our Playwright suite and CI pipeline from scratch. I would be happy to join the Debrecen hub and help the teams make testing a habit rather than a phase.' },
  { candidate: 0, job: 'tpm-open-banking', status: 'submitted', daysAgo: 4, note: 'After eight years as an engineer on banking APIs, I am looking to move into technical product management. I know PSD2 consent flows well from the developer side.' },
  // Piotr Nowak
  { candidate: 1, job: 'data-eng', status: 'review', daysAgo: 9, note: 'I have built Airflow and Spark pipelines for regulatory and marketing data at a consumer lender, and I care a lot about lineage. I would welcome the chance to help build your lakehouse.' },
  { candidate: 1, job: 'ds-customer', status: 'offer', daysAgo: 22, note: 'Churn and propensity modelling for retail finance is what I do every day. My last uplift model raised campaign conversion by 18% in a controlled A/B test.' },
  { candidate: 1, job: 'data-eng-investment', status: 'rejected', daysAgo: 17, note: 'I am interested in moving closer to investment data. I have strong SQL and dbt experience and would be prepared to relocate to London for the right team.' },
  { candidate: 1, job: 'ds-forecasting', status: 'interview', daysAgo: 12, note: 'I have built demand forecasts with LightGBM and hierarchical Bayesian models in PyMC. Probabilistic forecasting for energy markets would be an exciting next step.' },
  { candidate: 1, job: 'ml-fraud', status: 'submitted', daysAgo: 1, note: 'Fraud detection combines the two things I enjoy most: streaming data and careful model evaluation. I have worked with Kafka-based features and real-time scoring in lending.' },
  // Oliver Bennett
  { candidate: 2, job: 'sre', status: 'interview', daysAgo: 15, note: 'I have led SRE and platform teams at two UK banks, running Kubernetes on AWS with Terraform and SLO-based alerting. I am open to relocating to Budapest for a hybrid role.' },
  { candidate: 2, job: 'cloud-architect', status: 'hired', daysAgo: 28, note: 'I designed the Azure landing zone for a UK insurer under the same operational-resilience rules you describe, and I am available for a six-month engagement in London.' },
  { candidate: 2, job: 'devops-krakow', status: 'rejected', daysAgo: 19, note: 'I would be glad to support your Azure platform work remotely from the UK, with regular visits to Kraków. Terraform module design is one of my specialities.' },
  { candidate: 2, job: 'platform-remote', status: 'review', daysAgo: 6, note: 'Building an internal developer platform with golden paths and GitOps is exactly what I did at my last client. I also prepared their ICT risk evidence for DORA.' },
  { candidate: 2, job: 'mlops', status: 'submitted', daysAgo: 3, note: 'I would like to combine my Kubernetes platform experience with machine learning. I have run GPU node pools and Argo Workflows for a data science team.' },
  // Mikko Korhonen
  { candidate: 3, job: 'ai-research', status: 'offer', daysAgo: 21, note: 'My PhD focused on long-document retrieval, and I have since fine-tuned open-weight models for Finnish and Swedish customer-service data. Your work on regulatory documents is a great fit.' },
  { candidate: 3, job: 'ml-llm', status: 'interview', daysAgo: 11, note: 'I have shipped two RAG assistants to production, with evaluation harnesses that run on every change. I care deeply about measuring quality instead of guessing it.' },
  { candidate: 3, job: 'ml-fraud', status: 'review', daysAgo: 7, note: 'Although my recent work is in NLP, I started my career in anomaly detection for payments. I would be interested in bringing graph methods to your mule-network problem.' },
  { candidate: 3, job: 'computer-vision', status: 'rejected', daysAgo: 16, note: 'I have worked on document-layout models combining OCR output with text models, and could start the contract within four weeks.' },
  { candidate: 3, job: 'ds-forecasting', status: 'submitted', daysAgo: 0, note: 'I would be interested in the forecasting role as well, since probabilistic modelling was a large part of my doctoral research in Espoo.' },
  // Elin Johansson
  { candidate: 4, job: 'po-mobile', status: 'interview', daysAgo: 13, note: 'As Product Owner for a Nordic payments app I delivered strong customer authentication without hurting conversion. I would be excited to do the same for your mobile bank.' },
  { candidate: 4, job: 'pm-payroll', status: 'review', daysAgo: 10, note: 'I know the Nordic payroll landscape from the user side and have led B2B product discovery for employer dashboards. I would love to help shape your payroll platform.' },
  { candidate: 4, job: 'scrum-master', status: 'hired', daysAgo: 27, note: 'I have facilitated distributed Scrum teams across Sweden and Poland for three years and hold PSM II. A card-issuing platform is a domain I know well.' },
  { candidate: 4, job: 'ai-pm', status: 'submitted', daysAgo: 5, note: 'I am keen to move into AI products. I have worked closely with data scientists on fraud rules and understand how financial institutions evaluate new technology.' },
  // Charlotte Evans
  { candidate: 5, job: 'compliance', status: 'interview', daysAgo: 18, note: 'I run the compliance monitoring programme of a London wealth manager and led our Consumer Duty implementation. I would welcome a broader role at an asset manager.' },
  { candidate: 5, job: 'aml', status: 'offer', daysAgo: 23, note: 'I have eight years of financial crime experience and am relocating to Budapest next year with my family. I would be glad to bring UK and EU AML experience to your team.' },
  { candidate: 5, job: 'market-risk', status: 'review', daysAgo: 7, note: 'After years in compliance I am looking to move into risk. I hold the FRM, have worked closely with our risk team on stress testing and use Python for my own analyses.' },
  { candidate: 5, job: 'private-credit', status: 'rejected', daysAgo: 12, note: 'I am interested in the private credit role, having supported due diligence on several lending transactions from the compliance side.' },
];

interface ContractSeed {
  contractor: string; employer: string; jobTitle: string; startInDays: number | null; endInDays: number | null;
  dayRate: number; feePercentage: number | null; source: 'internal' | 'portal_match'; notes: string | null; createdDaysAgo: number;
}

// Dates relative to today, so the derived statuses (pending, upcoming, active, completed) all stay present.
const CONTRACTS: ContractSeed[] = [
  {
    contractor: 'oliver.bennett@example.com', employer: 'james.whitfield@thamescapital.co.uk', jobTitle: 'Cloud Architect (Azure)',
    startInDays: -14, endInDays: 168, dayRate: 65000, feePercentage: 1250, source: 'portal_match', createdDaysAgo: 20,
    notes: 'Placed through the portal vacancy. Six-month initial term with an option to extend; hybrid in London.',
  },
  {
    contractor: 'elin.johansson@example.net', employer: 'tomasz.wojcik@vistulasoft.pl', jobTitle: 'Scrum Master',
    startInDays: -10, endInDays: null, dayRate: 42000, feePercentage: 1000, source: 'portal_match', createdDaysAgo: 18,
    notes: 'Rolling contract, one month notice. Remote with quarterly visits to Warsaw.',
  },
  {
    contractor: 'candidate@portaltalent.eu', employer: 'erik.lindqvist@nordfinans.se', jobTitle: 'Backend Developer (Kotlin)',
    startInDays: 14, endInDays: 196, dayRate: 52000, feePercentage: 1200, source: 'portal_match', createdDaysAgo: 6,
    notes: 'Hungarian umbrella payroll. Equipment shipped to Budapest before the start date.',
  },
  {
    contractor: 'agnieszka.kowalska@example.org', employer: 'employer@portaltalent.eu', jobTitle: 'Senior Java Developer',
    startInDays: -180, endInDays: -12, dayRate: 48000, feePercentage: 1100, source: 'internal', createdDaysAgo: 190,
    notes: 'Completed on schedule; the client rated the engagement excellent.',
  },
  {
    contractor: 'johan.andersson@example.org', employer: 'peter.horvath@pannoncloud.hu', jobTitle: 'Kubernetes Platform Engineer',
    startInDays: -320, endInDays: -130, dayRate: 55000, feePercentage: null, source: 'internal', createdDaysAgo: 330,
    notes: null,
  },
  {
    contractor: 'mikko.korhonen@example.net', employer: 'aino.virtanen@northernlights.ai', jobTitle: 'AI Research Consultant',
    startInDays: null, endInDays: null, dayRate: 70000, feePercentage: 1500, source: 'portal_match', createdDaysAgo: 3,
    notes: 'Awaiting the signed statement of work; start date to be agreed.',
  },
  {
    contractor: 'zsofia.molnar@example.com', employer: 'employer@portaltalent.eu', jobTitle: 'Interim Product Lead – Cards',
    startInDays: -75, endInDays: 45, dayRate: 60000, feePercentage: 1250, source: 'internal', createdDaysAgo: 85,
    notes: 'Covers a parental leave; extension to be discussed one month before the end date.',
  },
  {
    contractor: 'bence.varga@example.com', employer: 'aino.virtanen@northernlights.ai', jobTitle: 'Junior ML Engineer',
    startInDays: 30, endInDays: 212, dayRate: 28000, feePercentage: 1000, source: 'internal', createdDaysAgo: 2,
    notes: null,
  },
];

const CONTACT_ENQUIRIES = [
  {
    first_name: 'Márton', last_name: 'Fehér', email: 'marton.feher@example.com', phone: '+36 30 412 7789', subject: 'umbrella',
    message: 'Hello, I am a freelance SAP consultant starting a nine-month project for a German client in Budapest in January. Could you tell me how your umbrella service works, what the monthly cost would be and how quickly I could be set up?',
    daysAgo: 1,
  },
  {
    first_name: 'Sarah', last_name: 'Mitchell', email: 'sarah.mitchell@example.co.uk', phone: '+44 20 7946 0855', subject: 'recruitment',
    message: 'We are a London-based payments company planning to build a data engineering team of five in Budapest next year. I would like to discuss your recruitment approach, typical timelines and fees. Could we arrange a call next week?',
    daysAgo: 3,
  },
  {
    first_name: 'Katarzyna', last_name: 'Zielińska', email: 'k.zielinska@example.pl', phone: null, subject: 'general',
    message: 'I registered as a candidate last month but I cannot see my CV on my profile. Could you check whether the upload worked? I am mainly interested in data engineering roles in Kraków or remote.',
    daysAgo: 6,
  },
  {
    first_name: 'Lauri', last_name: 'Heikkinen', email: 'lauri.heikkinen@example.fi', phone: '+358 50 321 4455', subject: 'partnership',
    message: 'I run a small AI training company in Tampere. We regularly meet graduates looking for their first ML roles and would like to explore a referral partnership with Portal Talent. Would you be open to a short introductory meeting?',
    daysAgo: 11,
  },
  {
    first_name: 'Ildikó', last_name: 'Balogh', email: 'ildiko.balogh@example.hu', phone: '+36 70 234 9981', subject: 'umbrella',
    message: 'Jó napot! I work as a contract payroll consultant for a Dutch company and would like to switch from my own company to an umbrella arrangement. Do you handle clients paying in euro, and how are holidays and sick pay treated?',
    daysAgo: 17,
  },
] as const;

const EMPLOYER_REQUESTS = [
  {
    company_name: 'Alföld Biztosító Zrt.', contact_person: 'Réka Farkas', email: 'reka.farkas@example.hu', phone: '+36 62 555 0190',
    job_title: 'Actuarial Data Scientist', location: 'hungary', urgency: 'high',
    description: 'We need an actuarial data scientist to modernise our motor insurance pricing models (GLMs to gradient boosting) before the next renewal season. Szeged or Budapest, hybrid; start as soon as possible.',
    daysAgo: 2,
  },
  {
    company_name: 'Wawel Payments S.A.', contact_person: 'Marta Lewandowska', email: 'marta.lewandowska@example.pl', phone: '+48 12 555 0147',
    job_title: 'Senior Go Engineer', location: 'poland', urgency: 'medium',
    description: 'Two senior Go engineers for our card-acquiring platform in Kraków. Experience with PCI DSS environments and high-throughput transaction processing required.',
    daysAgo: 9,
  },
  {
    company_name: 'Saltsjö Försäkring AB', contact_person: 'Anders Berg', email: 'anders.berg@example.se', phone: '+46 8 555 0162',
    job_title: 'Head of Data Governance', location: 'sweden', urgency: 'low',
    description: 'We are looking for a Head of Data Governance to set up our data ownership model and prepare for new EU reporting requirements. Stockholm, permanent role, flexible start within six months.',
    daysAgo: 15,
  },
  {
    company_name: 'Kestrel Wealth Ltd', contact_person: 'Hannah Clarke', email: 'hannah.clarke@example.co.uk', phone: null,
    job_title: 'Cloud FinOps Engineer', location: 'remote', urgency: 'medium',
    description: 'A remote FinOps engineer on a three-month contract to review our AWS spending, set up cost allocation and tagging, and train our engineers in cost-aware architecture.',
    daysAgo: 24,
  },
] as const;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** ASCII for the PDF's standard fonts: accents stripped, other non-ASCII letters mapped. */
function pdfAscii(text: string): string {
  const mapped = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ø/g, 'o').replace(/Ø/g, 'O').replace(/[–—]/g, '-');
  return mapped.replace(/[^\x20-\x7e]/g, '?');
}

const pdfString = (text: string) => `(${pdfAscii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A small, valid one-page PDF (correct xref offsets) showing a CV's headline facts as text. */
function buildCvPdf(name: string, email: string, phone: string | null, cv: CvSeed): Buffer {
  const lines: { font: 'F1' | 'F2'; size: number; text: string; gap: number }[] = [
    { font: 'F1', size: 22, text: name, gap: 0 },
    { font: 'F2', size: 13, text: cv.headline, gap: 28 },
    { font: 'F2', size: 10, text: [cv.city, email, phone].filter(Boolean).join('  |  '), gap: 20 },
    { font: 'F1', size: 12, text: 'Profile', gap: 34 },
    ...cv.summary.map((text, i) => ({ font: 'F2' as const, size: 10, text, gap: i === 0 ? 20 : 16 })),
  ];
  let content = 'BT\n72 770 Td\n';
  for (const line of lines) {
    content += `/${line.font} ${line.size} Tf\n0 ${-line.gap} Td\n${pdfString(line.text)} Tj\n`;
  }
  content += 'ET\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(`${name} - CV`)} /Author ${pdfString(name)} /Producer (Portal Talent demo data) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** 'YYYY-MM-DD' plus n calendar days. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

/** Readable slugs as the job repo makes them: title-company, then -2, -3… on collision. */
function uniqueSlugs(jobs: readonly JobSeed[]): string[] {
  const taken = new Set<string>();
  return jobs.map((job) => {
    const base = slugify(`${job.title} ${EMPLOYERS[job.employer].company}`);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** Fills an empty database with the demo data set in one transaction; does nothing if any user exists. */
export async function seedDemo(db: Knex): Promise<void> {
  if (await db('users').first('id')) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // argon2 is slow on purpose: one hash serves every demo account

  const nowMs = Date.now();
  const ago = (days: number, hours = 0) => new Date(nowMs - days * DAY_MS - hours * HOUR_MS);
  const today = businessToday(new Date(nowMs));
  const dateIn = (days: number | null) => (days === null ? null : addDays(today, days));

  await db.transaction(async (trx) => {
    if (await trx('users').first('id')) return; // another process seeded meanwhile

    // Users
    const userRows = [
      ...STAFF.map((s, i) => ({ email: s.email, role: s.role, first_name: s.firstName, last_name: s.lastName, is_active: true, joined: ago(s.joinedDaysAgo, i + 2) })),
      ...EMPLOYERS.map((e, i) => ({ email: e.email, role: 'employer' as const, first_name: e.firstName, last_name: e.lastName, is_active: e.active, joined: ago(e.joinedDaysAgo, i + 3) })),
      ...CANDIDATES.map((c, i) => ({ email: c.email, role: 'candidate' as const, first_name: c.firstName, last_name: c.lastName, is_active: c.active, joined: ago(c.joinedDaysAgo, (i % 7) + 1) })),
    ];
    const inserted = await trx('users')
      .insert(userRows.map(({ joined, ...u }) => ({ ...u, email: u.email.toLowerCase(), password_hash: passwordHash, created_at: joined, updated_at: joined })))
      .returning<{ id: number; email: string }[]>(['id', 'email']);
    const userId = new Map(inserted.map((u) => [u.email, u.id]));
    const joinedAt = new Map(userRows.map((u) => [u.email, u.joined]));
    const idOf = (email: string) => must(userId.get(email.toLowerCase()), `user ${email}`);

    // Employer account records
    await trx('employer_requests').insert(EMPLOYERS.map((e) => {
      const at = must(joinedAt.get(e.email), e.email);
      return {
        user_id: idOf(e.email), company_name: e.company, contact_person: `${e.firstName} ${e.lastName}`, email: e.email,
        phone: e.phone, job_title: 'Account Registration', location: 'remote',
        description: 'New employer account registered through the portal.', urgency: 'medium', is_account: true,
        created_at: at, updated_at: at,
      };
    }));

    // CV files
    const cvFileId = new Map<number, string>();
    const fileRows = CANDIDATES.flatMap((c, i) => {
      if (!c.cv) return [];
      const id = crypto.randomUUID();
      const data = buildCvPdf(`${c.firstName} ${c.lastName}`, c.email, c.phone, c.cv);
      const at = new Date(must(joinedAt.get(c.email), c.email).getTime() + HOUR_MS * (2 + i));
      cvFileId.set(i, id);
      return [{ id, owner_id: idOf(c.email), original_name: c.cv.fileName, mime_type: 'application/pdf', size: data.length, data, created_at: at, updated_at: at }];
    });
    await trx('files').insert(fileRows);

    // Candidate registrations
    await trx('candidate_registrations').insert(CANDIDATES.map((c, i) => {
      const at = must(joinedAt.get(c.email), c.email);
      const fileId = cvFileId.get(i);
      return {
        user_id: idOf(c.email), first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone,
        current_location: c.location, job_category: c.category, experience: c.experience, available_for_remote: c.remote,
        cv_file_id: fileId ?? null, created_at: at, updated_at: at,
      };
    }));

    // Jobs
    const slugs = uniqueSlugs(JOBS);
    const jobCreated = JOBS.map((j, i) => ago(j.postedDaysAgo, (i * 5) % 9));
    const jobRows = await trx('jobs').insert(JOBS.map((j, i) => {
      const employer = EMPLOYERS[j.employer];
      return {
        employer_id: idOf(employer.email), title: j.title, company: employer.company, location: j.location, type: j.type,
        category: j.category, description: [...j.description, employer.about].join('\n\n'),
        requirements: j.requirements, skills: j.skills,
        salary_min: j.salary ? j.salary[0] : null, salary_max: j.salary ? j.salary[1] : null, salary_currency: 'EUR',
        is_active: j.active ?? true, slug: slugs[i], source: 'employer_portal', start_date: dateIn(j.startInDays),
        created_at: jobCreated[i], updated_at: jobCreated[i],
      };
    })).returning<{ id: number; slug: string }[]>(['id', 'slug']);
    const jobIdBySlug = new Map(jobRows.map((r) => [r.slug, r.id]));
    const jobIndex = new Map(JOBS.map((j, i) => [j.key, i]));

    // Applications
    await trx('applications').insert(APPLICATIONS.map((a, n) => {
      const i = must(jobIndex.get(a.job), `job ${a.job}`);
      if (JOBS[i].active === false) throw new Error(`Seed application to inactive job ${a.job}`);
      const candidate = CANDIDATES[a.candidate];
      const fileId = must(cvFileId.get(a.candidate), `CV of ${candidate.email}`);
      // Never before the job was posted, never in the future.
      const applied = new Date(Math.max(ago(a.daysAgo, (n % 6) + 1).getTime(), jobCreated[i].getTime() + 2 * HOUR_MS));
      const progressed = a.status === 'submitted' ? applied : new Date(Math.min(applied.getTime() + 3 * DAY_MS, nowMs - HOUR_MS));
      return {
        job_id: must(jobIdBySlug.get(slugs[i]), `slug ${slugs[i]}`), candidate_id: idOf(candidate.email), status: a.status,
        cv_file_id: fileId, notes: a.note,
        applied_at: applied, updated_at: progressed < applied ? applied : progressed,
      };
    }));

    // Contracts
    await trx('contracts').insert(CONTRACTS.map((c, n) => {
      const at = ago(c.createdDaysAgo, n + 1);
      return {
        contractor_id: idOf(c.contractor), employer_id: idOf(c.employer), job_title: c.jobTitle,
        start_date: dateIn(c.startInDays), end_date: dateIn(c.endInDays), day_rate: c.dayRate, fee_percentage: c.feePercentage,
        source: c.source, notes: c.notes, created_at: at, updated_at: at,
      };
    }));

    // Public form submissions
    await trx('contact_enquiries').insert(CONTACT_ENQUIRIES.map(({ daysAgo, ...e }, n) => {
      const at = ago(daysAgo, n + 2);
      return { ...e, created_at: at, updated_at: at };
    }));
    await trx('employer_requests').insert(EMPLOYER_REQUESTS.map(({ daysAgo, ...r }, n) => {
      const at = ago(daysAgo, n + 4);
      return { ...r, user_id: null, is_account: false, created_at: at, updated_at: at };
    }));
  });
}
