/**
 * India's 28 states and 8 union territories with their cities: every district headquarters
 * (by the town's own name, e.g. Kakinada rather than "East Godavari") and other major cities.
 * Written for this project from public facts (district lists of the Government of India).
 *
 * Ids are positional and therefore must stay put: regions are numbered from INDIA_FIRST_STATE_ID
 * in the order below (Gujarat = 1198) and cities from `stateId * 1000 + 1` in the order
 * of their list (Ahmedabad keeps its fixed id 117, see ids.ts). Add a region or a city only at the
 * END of its list; the API sorts by name anyway.
 */
import type { RegionData } from './ids.ts';

export const INDIA_FIRST_STATE_ID = 1188;

export const INDIA_REGIONS: readonly RegionData[] = [
  ['Andaman and Nicobar Islands', ['Car Nicobar', 'Diglipur', 'Mayabunder', 'Port Blair', 'Rangat']],
  ['Andhra Pradesh', [
    'Amalapuram', 'Amaravati', 'Anakapalli', 'Anantapur', 'Bapatla', 'Bhimavaram', 'Chittoor', 'Eluru', 'Guntur',
    'Hindupur', 'Kadapa', 'Kakinada', 'Kurnool', 'Machilipatnam', 'Madanapalle', 'Nandyal', 'Narasaraopet', 'Nellore',
    'Ongole', 'Paderu', 'Parvathipuram', 'Proddatur', 'Puttaparthi', 'Rajamahendravaram', 'Rayachoti', 'Srikakulam',
    'Tenali', 'Tirupati', 'Vijayawada', 'Visakhapatnam', 'Vizianagaram', 'Adoni', 'Guntakal', 'Chirala',
  ]],
  ['Arunachal Pradesh', [
    'Aalo', 'Anini', 'Bomdila', 'Changlang', 'Daporijo', 'Hawai', 'Itanagar', 'Khonsa', 'Koloriang', 'Lemmi',
    'Longding', 'Naharlagun', 'Namsai', 'Palin', 'Pangin', 'Pasighat', 'Raga', 'Roing', 'Seppa', 'Tamen', 'Tato',
    'Tawang', 'Tezu', 'Yingkiong', 'Yupia', 'Ziro', 'Basar', 'Jamin',
  ]],
  ['Assam', [
    'Amingaon', 'Barpeta', 'Biswanath Chariali', 'Bongaigaon', 'Dhemaji', 'Dhubri', 'Dibrugarh', 'Diphu', 'Dispur',
    'Garamur', 'Goalpara', 'Golaghat', 'Guwahati', 'Haflong', 'Hailakandi', 'Hamren', 'Hatsingimari', 'Hojai',
    'Jorhat', 'Kajalgaon', 'Karimganj', 'Kokrajhar', 'Mangaldoi', 'Morigaon', 'Mushalpur', 'Nagaon', 'Nalbari',
    'North Lakhimpur', 'Pathsala', 'Silchar', 'Sivasagar', 'Sonari', 'Tamulpur', 'Tezpur', 'Tinsukia', 'Udalguri',
  ]],
  ['Bihar', [
    'Araria', 'Arrah', 'Arwal', 'Aurangabad', 'Banka', 'Begusarai', 'Bettiah', 'Bhabua', 'Bhagalpur', 'Bihar Sharif',
    'Bodh Gaya', 'Buxar', 'Chhapra', 'Darbhanga', 'Dehri', 'Gaya', 'Gopalganj', 'Hajipur', 'Jamui', 'Jehanabad',
    'Katihar', 'Khagaria', 'Kishanganj', 'Lakhisarai', 'Madhepura', 'Madhubani', 'Motihari', 'Munger', 'Muzaffarpur',
    'Nawada', 'Patna', 'Purnia', 'Rajgir', 'Saharsa', 'Samastipur', 'Sasaram', 'Sheikhpura', 'Sheohar', 'Sitamarhi',
    'Siwan', 'Supaul',
  ]],
  ['Chandigarh', ['Chandigarh']],
  ['Chhattisgarh', [
    'Ambikapur', 'Baikunthpur', 'Balod', 'Baloda Bazar', 'Balrampur', 'Bemetara', 'Bhilai', 'Bijapur', 'Bilaspur',
    'Chirmiri', 'Dantewada', 'Dhamtari', 'Durg', 'Gariaband', 'Gaurella', 'Jagdalpur', 'Janjgir', 'Jashpur Nagar',
    'Kanker', 'Kawardha', 'Khairagarh', 'Kondagaon', 'Korba', 'Mahasamund', 'Manendragarh', 'Mohla', 'Mungeli',
    'Narayanpur', 'Raigarh', 'Raipur', 'Rajnandgaon', 'Sakti', 'Sarangarh', 'Sukma', 'Surajpur',
  ]],
  ['Dadra and Nagar Haveli and Daman and Diu', ['Daman', 'Diu', 'Silvassa']],
  ['Delhi', [
    'Alipur', 'Daryaganj', 'Defence Colony', 'Delhi', 'Dwarka', 'Janakpuri', 'Kanjhawala', 'Kapashera', 'Karol Bag',
    'Laxmi Nagar', 'Mehrauli', 'Najafgarh', 'Nand Nagri', 'Narela', 'New Delhi', 'Pitampura', 'Preet Vihar',
    'Rajouri Garden', 'Rohini', 'Saket', 'Shahdara', 'Vasant Kunj',
  ]],
  ['Goa', [
    'Bicholim', 'Canacona', 'Curchorem', 'Mapusa', 'Margao', 'Panaji', 'Pernem', 'Ponda', 'Quepem', 'Sanguem',
    'Valpoi', 'Vasco da Gama',
  ]],
  ['Gujarat', [
    'Ahmedabad', 'Ahwa', 'Amreli', 'Anand', 'Anjar', 'Ankleshwar', 'Bharuch', 'Bhavnagar', 'Bhuj', 'Botad',
    'Chhota Udaipur', 'Dahod', 'Deesa', 'Dholka', 'Dwarka', 'Gandhidham', 'Gandhinagar', 'Godhra', 'Gondal',
    'Himmatnagar', 'Jamnagar', 'Jetpur', 'Junagadh', 'Kalol', 'Khambhalia', 'Lunawada', 'Mehsana', 'Modasa', 'Morbi',
    'Nadiad', 'Navsari', 'Palanpur', 'Patan', 'Porbandar', 'Rajkot', 'Rajpipla', 'Sanand', 'Somnath', 'Surat',
    'Surendranagar', 'Vadodara', 'Valsad', 'Vapi', 'Veraval', 'Viramgam', 'Vyara',
  ]],
  ['Haryana', [
    'Ambala', 'Bahadurgarh', 'Bhiwani', 'Charkhi Dadri', 'Faridabad', 'Fatehabad', 'Gurugram', 'Hansi', 'Hisar',
    'Jagadhri', 'Jhajjar', 'Jind', 'Kaithal', 'Karnal', 'Kurukshetra', 'Narnaul', 'Nuh', 'Palwal', 'Panchkula',
    'Panipat', 'Rewari', 'Rohtak', 'Sirsa', 'Sonipat', 'Thanesar', 'Yamunanagar',
  ]],
  ['Himachal Pradesh', [
    'Baddi', 'Bilaspur', 'Chamba', 'Dalhousie', 'Dharamshala', 'Hamirpur', 'Kangra', 'Kasauli', 'Keylong', 'Kullu',
    'Manali', 'Mandi', 'Nahan', 'Palampur', 'Reckong Peo', 'Shimla', 'Solan', 'Una',
  ]],
  ['Jammu and Kashmir', [
    'Anantnag', 'Bandipora', 'Baramulla', 'Budgam', 'Doda', 'Ganderbal', 'Gulmarg', 'Jammu', 'Katra', 'Kathua',
    'Kishtwar', 'Kulgam', 'Kupwara', 'Pahalgam', 'Poonch', 'Pulwama', 'Rajouri', 'Ramban', 'Reasi', 'Samba',
    'Shopian', 'Sopore', 'Srinagar', 'Udhampur',
  ]],
  ['Jharkhand', [
    'Adityapur', 'Bokaro Steel City', 'Chaibasa', 'Chatra', 'Deoghar', 'Dhanbad', 'Dumka', 'Garhwa', 'Giridih',
    'Godda', 'Gumla', 'Hazaribagh', 'Jamshedpur', 'Jamtara', 'Khunti', 'Koderma', 'Latehar', 'Lohardaga',
    'Medininagar', 'Pakur', 'Phusro', 'Ramgarh', 'Ranchi', 'Sahibganj', 'Seraikela', 'Simdega',
  ]],
  ['Karnataka', [
    'Bagalkot', 'Ballari', 'Bangalore', 'Belagavi', 'Bhadravati', 'Bidar', 'Chamarajanagar', 'Chikkaballapur',
    'Chikkamagaluru', 'Chitradurga', 'Davanagere', 'Dharwad', 'Gadag', 'Hassan', 'Haveri', 'Hosapete', 'Hubballi',
    'Kalaburagi', 'Karwar', 'Kolar', 'Koppal', 'Madikeri', 'Mandya', 'Mangaluru', 'Manipal', 'Mysuru', 'Raichur',
    'Ramanagara', 'Shivamogga', 'Sirsi', 'Tumakuru', 'Udupi', 'Vijayapura', 'Yadgir',
  ]],
  ['Kerala', [
    'Alappuzha', 'Ernakulam', 'Guruvayur', 'Kakkanad', 'Kalpetta', 'Kannur', 'Kasaragod', 'Kayamkulam', 'Kochi',
    'Kollam', 'Kottayam', 'Kozhikode', 'Malappuram', 'Manjeri', 'Munnar', 'Painavu', 'Palakkad', 'Pathanamthitta',
    'Thalassery', 'Thiruvananthapuram', 'Thrissur', 'Tirur',
  ]],
  ['Ladakh', ['Kargil', 'Leh']],
  ['Lakshadweep', ['Agatti', 'Amini', 'Andrott', 'Kavaratti', 'Minicoy']],
  ['Madhya Pradesh', [
    'Agar', 'Alirajpur', 'Anuppur', 'Ashoknagar', 'Balaghat', 'Barwani', 'Betul', 'Bhind', 'Bhopal', 'Burhanpur',
    'Chhatarpur', 'Chhindwara', 'Damoh', 'Datia', 'Dewas', 'Dhar', 'Dindori', 'Guna', 'Gwalior', 'Harda', 'Indore',
    'Itarsi', 'Jabalpur', 'Jhabua', 'Katni', 'Khandwa', 'Khargone', 'Maihar', 'Mandla', 'Mandsaur', 'Mauganj', 'Mhow',
    'Morena', 'Nagda', 'Narmadapuram', 'Narsinghpur', 'Neemuch', 'Niwari', 'Pandhurna', 'Panna', 'Pithampur',
    'Raisen', 'Rajgarh', 'Ratlam', 'Rewa', 'Sagar', 'Satna', 'Sehore', 'Seoni', 'Shahdol', 'Shajapur', 'Sheopur',
    'Shivpuri', 'Sidhi', 'Singrauli', 'Tikamgarh', 'Ujjain', 'Umaria', 'Vidisha',
  ]],
  ['Maharashtra', [
    'Ahilyanagar', 'Akola', 'Alibag', 'Amravati', 'Beed', 'Bhandara', 'Bhiwandi', 'Buldhana', 'Chandrapur',
    'Chhatrapati Sambhajinagar', 'Dharashiv', 'Dhule', 'Gadchiroli', 'Gondia', 'Hingoli', 'Ichalkaranji', 'Jalgaon',
    'Jalna', 'Kalyan', 'Kolhapur', 'Latur', 'Lonavala', 'Malegaon', 'Mira-Bhayandar', 'Mumbai', 'Nagpur', 'Nanded',
    'Nandurbar', 'Nashik', 'Navi Mumbai', 'Oros', 'Palghar', 'Panvel', 'Parbhani', 'Pimpri-Chinchwad', 'Pune',
    'Ratnagiri', 'Sangli', 'Satara', 'Solapur', 'Thane', 'Vasai-Virar', 'Wardha', 'Washim', 'Yavatmal',
  ]],
  ['Manipur', [
    'Bishnupur', 'Chandel', 'Churachandpur', 'Imphal', 'Jiribam', 'Kakching', 'Kamjong', 'Kangpokpi', 'Moirang',
    'Moreh', 'Noney', 'Pherzawl', 'Senapati', 'Tamenglong', 'Tengnoupal', 'Thoubal', 'Ukhrul',
  ]],
  ['Meghalaya', [
    'Ampati', 'Baghmara', 'Jowai', 'Khliehriat', 'Mairang', 'Mawkyrwat', 'Nongpoh', 'Nongstoin', 'Resubelpara',
    'Shillong', 'Sohra', 'Tura', 'Williamnagar',
  ]],
  ['Mizoram', [
    'Aizawl', 'Champhai', 'Hnahthial', 'Khawzawl', 'Kolasib', 'Lawngtlai', 'Lunglei', 'Mamit', 'Saiha', 'Saitual',
    'Serchhip',
  ]],
  ['Nagaland', [
    'Chumoukedima', 'Dimapur', 'Kiphire', 'Kohima', 'Longleng', 'Mokokchung', 'Mon', 'Niuland', 'Noklak', 'Peren',
    'Phek', 'Shamator', 'Tseminyu', 'Tuensang', 'Wokha', 'Zunheboto',
  ]],
  ['Odisha', [
    'Angul', 'Balangir', 'Balasore', 'Bargarh', 'Baripada', 'Berhampur', 'Bhadrak', 'Bhawanipatna', 'Bhubaneswar',
    'Boudh', 'Chhatrapur', 'Cuttack', 'Deogarh', 'Dhenkanal', 'Jagatsinghpur', 'Jajpur', 'Jharsuguda', 'Kendrapara',
    'Keonjhar', 'Khordha', 'Konark', 'Koraput', 'Malkangiri', 'Nabarangpur', 'Nayagarh', 'Nuapada', 'Paradip',
    'Paralakhemundi', 'Phulbani', 'Puri', 'Rayagada', 'Rourkela', 'Sambalpur', 'Sonepur', 'Sundargarh',
  ]],
  ['Puducherry', ['Karaikal', 'Mahe', 'Puducherry', 'Yanam']],
  ['Punjab', [
    'Abohar', 'Amritsar', 'Barnala', 'Batala', 'Bathinda', 'Faridkot', 'Fatehgarh Sahib', 'Fazilka', 'Firozpur',
    'Gurdaspur', 'Hoshiarpur', 'Jalandhar', 'Kapurthala', 'Khanna', 'Ludhiana', 'Malerkotla', 'Mansa', 'Moga', 'Mohali',
    'Nawanshahr', 'Pathankot', 'Patiala', 'Phagwara', 'Rajpura', 'Rupnagar', 'Sangrur', 'Sri Muktsar Sahib',
    'Tarn Taran', 'Zirakpur',
  ]],
  ['Rajasthan', [
    'Ajmer', 'Alwar', 'Balotra', 'Banswara', 'Baran', 'Barmer', 'Beawar', 'Bharatpur', 'Bhilwara', 'Bhiwadi', 'Bikaner',
    'Bundi', 'Chittorgarh', 'Churu', 'Dausa', 'Deeg', 'Dholpur', 'Didwana', 'Dungarpur', 'Hanumangarh', 'Jaipur',
    'Jaisalmer', 'Jalore', 'Jhalawar', 'Jhunjhunu', 'Jodhpur', 'Karauli', 'Khairthal', 'Kishangarh', 'Kota',
    'Kotputli', 'Mount Abu', 'Nagaur', 'Pali', 'Phalodi', 'Pratapgarh', 'Pushkar', 'Rajsamand', 'Salumbar',
    'Sawai Madhopur', 'Sikar', 'Sirohi', 'Sri Ganganagar', 'Tonk', 'Udaipur',
  ]],
  ['Sikkim', ['Gangtok', 'Gyalshing', 'Jorethang', 'Mangan', 'Namchi', 'Pakyong', 'Rangpo', 'Soreng']],
  ['Tamil Nadu', [
    'Ariyalur', 'Chengalpattu', 'Chennai', 'Coimbatore', 'Cuddalore', 'Dharmapuri', 'Dindigul', 'Erode', 'Hosur',
    'Kallakurichi', 'Kanchipuram', 'Karaikudi', 'Karur', 'Kodaikanal', 'Krishnagiri', 'Kumbakonam', 'Madurai',
    'Mayiladuthurai', 'Nagapattinam', 'Nagercoil', 'Namakkal', 'Perambalur', 'Pollachi', 'Pudukkottai',
    'Ramanathapuram', 'Rameswaram', 'Ranipet', 'Salem', 'Sivaganga', 'Sivakasi', 'Tenkasi', 'Thanjavur', 'Theni',
    'Thoothukudi', 'Tiruchirappalli', 'Tirunelveli', 'Tirupattur', 'Tiruppur', 'Tiruvallur', 'Tiruvannamalai',
    'Tiruvarur', 'Udhagamandalam', 'Vellore', 'Viluppuram', 'Virudhunagar',
  ]],
  ['Telangana', [
    'Adilabad', 'Asifabad', 'Bhongir', 'Bhupalpally', 'Gadwal', 'Hanamkonda', 'Hyderabad', 'Jagtial', 'Jangaon',
    'Kamareddy', 'Karimnagar', 'Khammam', 'Kothagudem', 'Mahabubabad', 'Mahabubnagar', 'Mancherial', 'Medak',
    'Medchal', 'Miryalaguda', 'Mulugu', 'Nagarkurnool', 'Nalgonda', 'Narayanpet', 'Nirmal', 'Nizamabad',
    'Peddapalli', 'Ramagundam', 'Sangareddy', 'Secunderabad', 'Shamshabad', 'Siddipet', 'Sircilla', 'Suryapet',
    'Vikarabad', 'Wanaparthy', 'Warangal',
  ]],
  ['Tripura', ['Agartala', 'Ambassa', 'Belonia', 'Bishramganj', 'Dharmanagar', 'Kailashahar', 'Khowai', 'Udaipur']],
  ['Uttar Pradesh', [
    'Agra', 'Akbarpur', 'Aligarh', 'Amroha', 'Auraiya', 'Ayodhya', 'Azamgarh', 'Baghpat', 'Bahraich', 'Ballia',
    'Balrampur', 'Banda', 'Barabanki', 'Bareilly', 'Basti', 'Bhadohi', 'Bhinga', 'Bijnor', 'Budaun', 'Bulandshahr',
    'Chandauli', 'Chitrakoot', 'Deoria', 'Etah', 'Etawah', 'Farrukhabad', 'Fatehpur', 'Firozabad', 'Gauriganj',
    'Ghaziabad', 'Ghazipur', 'Gonda', 'Gorakhpur', 'Greater Noida', 'Hamirpur', 'Hapur', 'Hardoi', 'Hathras',
    'Jaunpur', 'Jhansi', 'Kannauj', 'Kanpur', 'Kasganj', 'Khalilabad', 'Lakhimpur', 'Lalitpur', 'Lucknow',
    'Maharajganj', 'Mahoba', 'Mainpuri', 'Manjhanpur', 'Mathura', 'Mau', 'Meerut', 'Mirzapur', 'Moradabad',
    'Muzaffarnagar', 'Noida', 'Orai', 'Padrauna', 'Pilibhit', 'Prayagraj', 'Pratapgarh', 'Raebareli', 'Rampur',
    'Robertsganj', 'Saharanpur', 'Sambhal', 'Shahjahanpur', 'Shamli', 'Siddharthnagar', 'Sitapur', 'Sultanpur',
    'Unnao', 'Varanasi', 'Vrindavan',
  ]],
  ['Uttarakhand', [
    'Almora', 'Bageshwar', 'Champawat', 'Dehradun', 'Gopeshwar', 'Haldwani', 'Haridwar', 'Kashipur', 'Kotdwar',
    'Mussoorie', 'Nainital', 'New Tehri', 'Pauri', 'Pithoragarh', 'Ranikhet', 'Rishikesh', 'Roorkee', 'Rudraprayag',
    'Rudrapur', 'Uttarkashi',
  ]],
  ['West Bengal', [
    'Alipore', 'Alipurduar', 'Asansol', 'Balurghat', 'Bankura', 'Barasat', 'Bardhaman', 'Berhampore', 'Bidhannagar',
    'Bolpur', 'Chinsurah', 'Cooch Behar', 'Darjeeling', 'Digha', 'Durgapur', 'English Bazar', 'Haldia', 'Howrah',
    'Jalpaiguri', 'Jhargram', 'Kalimpong', 'Kharagpur', 'Kolkata', 'Krishnanagar', 'Medinipur', 'Purulia', 'Raiganj',
    'Siliguri', 'Suri', 'Tamluk',
  ]],
];
