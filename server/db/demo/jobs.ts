// Demo vacancies of the demo employers (users.ts), one to nine each, some inactive. The key names a
// job for the demo applications; the employer's company paragraph is appended to each description.
import type { JobType, PUBLIC_JOB_CATEGORIES } from '../../contract/index.ts';
import type { EmployerEmail } from './users.ts';

// The categories the employer's job form offers: the public filter's five and financial services.
type JobCategory = (typeof PUBLIC_JOB_CATEGORIES)[number] | 'financial-services';

interface JobSeed {
  key: string; employer: EmployerEmail; title: string; location: string; type: JobType; category: JobCategory;
  salary: readonly [number, number] | null; startInDays: number | null; postedDaysAgo: number; active?: false;
  description: readonly string[]; requirements: readonly string[]; skills: readonly string[];
}

const jobs = [
  // Danube Digital Bank
  {
    key: 'ml-fraud', employer: 'employer@portaltalent.eu', title: 'Machine Learning Engineer – Fraud Detection', location: 'Budapest, Hungary',
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
    key: 'data-eng', employer: 'employer@portaltalent.eu', title: 'Senior Data Engineer', location: 'Budapest, Hungary (Hybrid)',
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
    key: 'react', employer: 'employer@portaltalent.eu', title: 'React Developer', location: 'Budapest, Hungary (Hybrid)',
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
    key: 'credit-risk', employer: 'employer@portaltalent.eu', title: 'Credit Risk Analyst', location: 'Budapest, Hungary',
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
    key: 'sre', employer: 'employer@portaltalent.eu', title: 'Site Reliability Engineer', location: 'Budapest, Hungary (Hybrid)',
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
    key: 'po-mobile', employer: 'employer@portaltalent.eu', title: 'Product Owner – Mobile Banking', location: 'Budapest, Hungary',
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
    key: 'aml', employer: 'employer@portaltalent.eu', title: 'AML Compliance Officer', location: 'Budapest, Hungary',
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
    key: 'qa', employer: 'employer@portaltalent.eu', title: 'QA Automation Engineer', location: 'Debrecen, Hungary',
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
    key: 'android', employer: 'employer@portaltalent.eu', title: 'Android Developer (Kotlin)', location: 'Budapest, Hungary (Hybrid)',
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
    key: 'junior-analyst', employer: 'employer@portaltalent.eu', title: 'Junior Data Analyst', location: 'Debrecen, Hungary',
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
    key: 'cloud-security', employer: 'employer@portaltalent.eu', title: 'Cloud Security Engineer', location: 'Budapest, Hungary (Hybrid)',
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
    key: 'java-payments', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Senior Java Developer – Payments', location: 'Warsaw, Poland',
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
    key: 'devops-krakow', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'DevOps Engineer', location: 'Kraków, Poland',
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
    key: 'python-remote', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Python Backend Developer', location: 'Remote',
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
    key: 'quant-cpp', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Quant Developer (C++)', location: 'Warsaw, Poland',
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
    key: 'fullstack', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Full-Stack Developer (React/Node.js)', location: 'Kraków, Poland',
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
    key: 'ds-customer', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Data Scientist – Customer Analytics', location: 'Warsaw, Poland',
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
    key: 'tpm-open-banking', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Technical Product Manager – Open Banking', location: 'Warsaw, Poland',
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
    key: 'tester-part-time', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Manual & Automation Tester', location: 'Kraków, Poland',
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
    key: 'scrum-master', employer: 'tomasz.wojcik@vistulasoft.pl', title: 'Scrum Master', location: 'Remote',
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
    key: 'market-risk', employer: 'james.whitfield@thamescapital.co.uk', title: 'Market Risk Analyst', location: 'London, UK',
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
    key: 'quant-dev-london', employer: 'james.whitfield@thamescapital.co.uk', title: 'Quantitative Developer', location: 'London, UK',
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
    key: 'compliance', employer: 'james.whitfield@thamescapital.co.uk', title: 'Compliance Officer', location: 'London, UK',
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
    key: 'fund-accountant-london', employer: 'james.whitfield@thamescapital.co.uk', title: 'Fund Accountant', location: 'London, UK',
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
    key: 'cloud-architect', employer: 'james.whitfield@thamescapital.co.uk', title: 'Cloud Architect (Azure)', location: 'London, UK',
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
    key: 'data-eng-investment', employer: 'james.whitfield@thamescapital.co.uk', title: 'Data Engineer – Investment Data', location: 'London, UK',
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
    key: 'private-credit', employer: 'james.whitfield@thamescapital.co.uk', title: 'Private Credit Analyst', location: 'London, UK',
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
    key: 'reg-reporting', employer: 'james.whitfield@thamescapital.co.uk', title: 'Regulatory Reporting Analyst', location: 'London, UK',
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
    key: 'ba-trading', employer: 'james.whitfield@thamescapital.co.uk', title: 'Business Analyst – Trading Systems', location: 'London, UK',
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
    key: 'ai-research', employer: 'aino.virtanen@northernlights.ai', title: 'AI Research Scientist – NLP', location: 'Helsinki, Finland',
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
    key: 'mlops', employer: 'aino.virtanen@northernlights.ai', title: 'MLOps Engineer', location: 'Helsinki, Finland',
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
    key: 'ml-llm', employer: 'aino.virtanen@northernlights.ai', title: 'Machine Learning Engineer – LLM Applications', location: 'Remote',
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
    key: 'ds-forecasting', employer: 'aino.virtanen@northernlights.ai', title: 'Senior Data Scientist – Forecasting', location: 'Helsinki, Finland',
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
    key: 'ai-pm', employer: 'aino.virtanen@northernlights.ai', title: 'AI Product Manager', location: 'Helsinki, Finland',
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
    key: 'computer-vision', employer: 'aino.virtanen@northernlights.ai', title: 'Computer Vision Engineer', location: 'Helsinki, Finland',
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
    key: 'research-intern', employer: 'aino.virtanen@northernlights.ai', title: 'Research Intern – Responsible AI', location: 'Helsinki, Finland',
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
    key: 'payroll-specialist', employer: 'erik.lindqvist@nordfinans.se', title: 'Payroll Specialist (Nordic)', location: 'Stockholm, Sweden',
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
    key: 'fund-accountant-ucits', employer: 'erik.lindqvist@nordfinans.se', title: 'Fund Accountant – UCITS', location: 'Stockholm, Sweden',
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
    key: 'kotlin-backend', employer: 'erik.lindqvist@nordfinans.se', title: 'Backend Developer (Kotlin)', location: 'Stockholm, Sweden',
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
    key: 'platform-remote', employer: 'erik.lindqvist@nordfinans.se', title: 'Platform Engineer', location: 'Remote',
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
    key: 'credit-analyst-sme', employer: 'erik.lindqvist@nordfinans.se', title: 'Credit Analyst – SME Lending', location: 'Stockholm, Sweden',
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
    key: 'pm-payroll', employer: 'erik.lindqvist@nordfinans.se', title: 'Product Manager – Payroll Platform', location: 'Stockholm, Sweden',
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
    key: 'cloud-engineer-aws', employer: 'peter.horvath@pannoncloud.hu', title: 'Cloud Engineer (AWS)', location: 'Debrecen, Hungary',
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
    key: 'linux-admin', employer: 'peter.horvath@pannoncloud.hu', title: 'Linux System Administrator', location: 'Debrecen, Hungary',
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
    key: 'dotnet', employer: 'peter.horvath@pannoncloud.hu', title: '.NET Developer', location: 'Debrecen, Hungary',
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
] as const satisfies readonly JobSeed[];
export type JobKey = (typeof jobs)[number]['key'];
export const JOBS: readonly JobSeed[] = jobs;
