// Demo applications: every status for the demo candidate, a spread for the other candidates with a CV.
import type { ApplicationStatus } from '../../contract/index.ts';
import type { JobKey } from './jobs.ts';
import type { CandidateEmail } from './users.ts';

// candidate: only candidates with a CV; job: active jobs only (the seed refuses others).
interface ApplicationSeed {
  candidate: CandidateEmail;
  job: JobKey;
  status: ApplicationStatus;
  daysAgo: number;
  note: string;
}

export const APPLICATIONS: readonly ApplicationSeed[] = [
  // Anna Kovács (candidate@portaltalent.eu): every status
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'react',
    status: 'interview',
    daysAgo: 14,
    note: 'I have built customer-facing React and TypeScript applications for a retail bank for four years, including an accessible onboarding flow. I would love to bring that experience to your internet bank squad.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'fullstack',
    status: 'offer',
    daysAgo: 24,
    note: 'Your SME lending portal sounds like exactly the kind of product I enjoy: full-stack ownership with React, Node.js and PostgreSQL. I have delivered two lending journeys end to end and am happy to work remotely with the Kraków team.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'python-remote',
    status: 'rejected',
    daysAgo: 20,
    note: 'Although most of my backend work is in Node.js and Kotlin, I have used Python with FastAPI for internal reporting services and would be glad to deepen it on a wealth-management platform.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'android',
    status: 'submitted',
    daysAgo: 2,
    note: 'I am available for a six-month contract from next month. I have shipped Kotlin features in our banking app, including card controls, and would use the umbrella payroll option.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'kotlin-backend',
    status: 'hired',
    daysAgo: 29,
    note: 'Payroll and fund valuation are domains where correctness matters, and that is how I like to work: tests first, small changes, frequent deploys. I write Kotlin and Spring Boot daily.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'qa',
    status: 'review',
    daysAgo: 8,
    note: 'As a developer I have set up our Playwright suite and CI pipeline from scratch. I would be happy to join the Debrecen hub and help the teams make testing a habit rather than a phase.',
  },
  {
    candidate: 'candidate@portaltalent.eu',
    job: 'tpm-open-banking',
    status: 'submitted',
    daysAgo: 4,
    note: 'After eight years as an engineer on banking APIs, I am looking to move into technical product management. I know PSD2 consent flows well from the developer side.',
  },
  // Piotr Nowak
  {
    candidate: 'piotr.nowak@example.com',
    job: 'data-eng',
    status: 'review',
    daysAgo: 9,
    note: 'I have built Airflow and Spark pipelines for regulatory and marketing data at a consumer lender, and I care a lot about lineage. I would welcome the chance to help build your lakehouse.',
  },
  {
    candidate: 'piotr.nowak@example.com',
    job: 'ds-customer',
    status: 'offer',
    daysAgo: 22,
    note: 'Churn and propensity modelling for retail finance is what I do every day. My last uplift model raised campaign conversion by 18% in a controlled A/B test.',
  },
  {
    candidate: 'piotr.nowak@example.com',
    job: 'data-eng-investment',
    status: 'rejected',
    daysAgo: 17,
    note: 'I am interested in moving closer to investment data. I have strong SQL and dbt experience and would be prepared to relocate to London for the right team.',
  },
  {
    candidate: 'piotr.nowak@example.com',
    job: 'ds-forecasting',
    status: 'interview',
    daysAgo: 12,
    note: 'I have built demand forecasts with LightGBM and hierarchical Bayesian models in PyMC. Probabilistic forecasting for energy markets would be an exciting next step.',
  },
  {
    candidate: 'piotr.nowak@example.com',
    job: 'ml-fraud',
    status: 'submitted',
    daysAgo: 1,
    note: 'Fraud detection combines the two things I enjoy most: streaming data and careful model evaluation. I have worked with Kafka-based features and real-time scoring in lending.',
  },
  // Oliver Bennett
  {
    candidate: 'oliver.bennett@example.com',
    job: 'sre',
    status: 'interview',
    daysAgo: 15,
    note: 'I have led SRE and platform teams at two UK banks, running Kubernetes on AWS with Terraform and SLO-based alerting. I am open to relocating to Budapest for a hybrid role.',
  },
  {
    candidate: 'oliver.bennett@example.com',
    job: 'cloud-architect',
    status: 'hired',
    daysAgo: 28,
    note: 'I designed the Azure landing zone for a UK insurer under the same operational-resilience rules you describe, and I am available for a six-month engagement in London.',
  },
  {
    candidate: 'oliver.bennett@example.com',
    job: 'devops-krakow',
    status: 'rejected',
    daysAgo: 19,
    note: 'I would be glad to support your Azure platform work remotely from the UK, with regular visits to Kraków. Terraform module design is one of my specialities.',
  },
  {
    candidate: 'oliver.bennett@example.com',
    job: 'platform-remote',
    status: 'review',
    daysAgo: 6,
    note: 'Building an internal developer platform with golden paths and GitOps is exactly what I did at my last client. I also prepared their ICT risk evidence for DORA.',
  },
  {
    candidate: 'oliver.bennett@example.com',
    job: 'mlops',
    status: 'submitted',
    daysAgo: 3,
    note: 'I would like to combine my Kubernetes platform experience with machine learning. I have run GPU node pools and Argo Workflows for a data science team.',
  },
  // Mikko Korhonen
  {
    candidate: 'mikko.korhonen@example.net',
    job: 'ai-research',
    status: 'offer',
    daysAgo: 21,
    note: 'My PhD focused on long-document retrieval, and I have since fine-tuned open-weight models for Finnish and Swedish customer-service data. Your work on regulatory documents is a great fit.',
  },
  {
    candidate: 'mikko.korhonen@example.net',
    job: 'ml-llm',
    status: 'interview',
    daysAgo: 11,
    note: 'I have shipped two RAG assistants to production, with evaluation harnesses that run on every change. I care deeply about measuring quality instead of guessing it.',
  },
  {
    candidate: 'mikko.korhonen@example.net',
    job: 'ml-fraud',
    status: 'review',
    daysAgo: 7,
    note: 'Although my recent work is in NLP, I started my career in anomaly detection for payments. I would be interested in bringing graph methods to your mule-network problem.',
  },
  {
    candidate: 'mikko.korhonen@example.net',
    job: 'computer-vision',
    status: 'rejected',
    daysAgo: 16,
    note: 'I have worked on document-layout models combining OCR output with text models, and could start the contract within four weeks.',
  },
  {
    candidate: 'mikko.korhonen@example.net',
    job: 'ds-forecasting',
    status: 'submitted',
    daysAgo: 0,
    note: 'I would be interested in the forecasting role as well, since probabilistic modelling was a large part of my doctoral research in Espoo.',
  },
  // Elin Johansson
  {
    candidate: 'elin.johansson@example.net',
    job: 'po-mobile',
    status: 'interview',
    daysAgo: 13,
    note: 'As Product Owner for a Nordic payments app I delivered strong customer authentication without hurting conversion. I would be excited to do the same for your mobile bank.',
  },
  {
    candidate: 'elin.johansson@example.net',
    job: 'pm-payroll',
    status: 'review',
    daysAgo: 10,
    note: 'I know the Nordic payroll landscape from the user side and have led B2B product discovery for employer dashboards. I would love to help shape your payroll platform.',
  },
  {
    candidate: 'elin.johansson@example.net',
    job: 'scrum-master',
    status: 'hired',
    daysAgo: 27,
    note: 'I have facilitated distributed Scrum teams across Sweden and Poland for three years and hold PSM II. A card-issuing platform is a domain I know well.',
  },
  {
    candidate: 'elin.johansson@example.net',
    job: 'ai-pm',
    status: 'submitted',
    daysAgo: 5,
    note: 'I am keen to move into AI products. I have worked closely with data scientists on fraud rules and understand how financial institutions evaluate new technology.',
  },
  // Charlotte Evans
  {
    candidate: 'charlotte.evans@example.org',
    job: 'compliance',
    status: 'interview',
    daysAgo: 18,
    note: 'I run the compliance monitoring programme of a London wealth manager and led our Consumer Duty implementation. I would welcome a broader role at an asset manager.',
  },
  {
    candidate: 'charlotte.evans@example.org',
    job: 'aml',
    status: 'offer',
    daysAgo: 23,
    note: 'I have eight years of financial crime experience and am relocating to Budapest next year with my family. I would be glad to bring UK and EU AML experience to your team.',
  },
  {
    candidate: 'charlotte.evans@example.org',
    job: 'market-risk',
    status: 'review',
    daysAgo: 7,
    note: 'After years in compliance I am looking to move into risk. I hold the FRM, have worked closely with our risk team on stress testing and use Python for my own analyses.',
  },
  {
    candidate: 'charlotte.evans@example.org',
    job: 'private-credit',
    status: 'rejected',
    daysAgo: 12,
    note: 'I am interested in the private credit role, having supported due diligence on several lending transactions from the compliance side.',
  },
];
