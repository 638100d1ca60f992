reset
$D0 << EOD
0 0 0.3424574777014671 "1.27"
0 1 0.1273299848062056 "1.09"
0 2 0.2273129146143428 "1.17"
0 3 0.1305237140259631 "1.09"
0 4 0.06254338810035272 "1.04"
1 0 0.027883596580068764 "1.02"
1 1 0.3937660154513474 "1.31"
1 2 0.08562937650155147 "1.06"
1 3 0.15123555733573038 "1.11"
1 4 0.2939145636240603 "1.23"
2 0 0.24171064599636147 "1.18"
2 1 0.22926903594203696 "1.17"
2 2 0.10674122797825374 "1.08"
2 3 -0.06362657573710584 "0.96"
2 4 -0.08212014966428763 "0.94"
3 0 0.15408126743104814 "1.11"
3 1 0.04178688270283091 "1.03"
3 2 0.2524248095819641 "1.19"
3 3 0.08033527901019363 "1.06"
3 4 0.2748751178454813 "1.21"
EOD
$D1 << EOD
0 3 "n.s."
0 4 "n.s."
1 0 "n.s."
1 2 "n.s."
1 3 "n.s."
2 2 "n.s."
2 3 "n.s."
2 4 "n.s."
3 1 "n.s."
3 4 "n.s."
EOD
$D2 << EOD
0 0 0.38373831076599224 "1.30"
0 1 0.34683622550171483 "1.27"
0 2 0.3096336139405349 "1.24"
0 3 0.2713300910274568 "1.21"
0 4 0.25444811741194573 "1.19"
1 0 0.03640115282223153 "1.03"
1 1 0.43928082381401007 "1.36"
1 2 0.18176241322842937 "1.13"
1 3 0.2720378546601528 "1.21"
1 4 0.35016035808655904 "1.27"
2 0 0.23060085974660366 "1.17"
2 1 0.32800508994490024 "1.26"
2 2 0.1583559960076605 "1.12"
2 3 -0.050849789675889066 "0.97"
2 4 0.1906518131526737 "1.14"
3 0 -0.11760331353134507 "0.92"
3 1 0.6284519407805936 "1.55"
3 2 0.7396295430386883 "1.67"
3 3 0.4670631320175807 "1.38"
3 4 0.2963670814811121 "1.23"
EOD
$D3 << EOD
0 1 "n.s."
0 4 "n.s."
1 0 "n.s."
1 2 "n.s."
2 2 "n.s."
2 3 "n.s."
2 4 "n.s."
3 0 "n.s."
EOD
$D4 << EOD
0 0 -0.11542286275742392 "0.92"
0 1 -0.12400869052999415 "0.92"
0 2 0.41267607834117276 "1.33"
0 3 0.3119467916096779 "1.24"
0 4 0.30520373193699074 "1.24"
1 0 -0.10729909339507866 "0.93"
1 1 0.19485108505272036 "1.14"
1 2 0.3236845059157148 "1.25"
1 3 0.3827661739266573 "1.30"
1 4 0.2588998291951031 "1.20"
2 0 0.06774980322416657 "1.05"
2 1 0.06093131279949506 "1.04"
2 2 0.06815150072312091 "1.05"
2 3 0.058784345622675406 "1.04"
2 4 0.0665576598290679 "1.05"
3 0 -0.08563916037887624 "0.94"
3 1 0.22019710661658098 "1.16"
3 2 0.10743662321472922 "1.08"
3 3 0.36335210136009427 "1.29"
3 4 0.3320560843594792 "1.26"
EOD
$D5 << EOD
0 0 "n.s."
0 1 "n.s."
0 4 "n.s."
1 0 "n.s."
1 1 "n.s."
1 4 "n.s."
2 0 "n.s."
2 1 "n.s."
2 2 "n.s."
2 4 "n.s."
3 0 "n.s."
3 2 "n.s."
EOD
$D6 << EOD
0 0 0.8649415431305203 "1.82"
0 1 0.30707466815325035 "1.24"
0 2 0.11579629257290466 "1.08"
0 3 0.0638320800524394 "1.05"
0 4 -0.003420740747428986 "1.00"
1 0 0.8751882787009967 "1.83"
1 1 0.15561351584788555 "1.11"
1 2 0.1247357564332286 "1.09"
1 3 0.1071406253177101 "1.08"
1 4 0.05049511512428454 "1.04"
2 0 0.38573269433982954 "1.31"
2 1 0.0817679515710798 "1.06"
2 2 0.17224718660096616 "1.13"
2 3 -0.12278393314753792 "0.92"
2 4 -0.18345083819029917 "0.88"
3 0 -0.028972462364865184 "0.98"
3 1 0.3675309651915967 "1.29"
3 2 0.19949772339200988 "1.15"
3 3 0.39051906605595055 "1.31"
3 4 0.3486816961390096 "1.27"
EOD
$D7 << EOD
0 2 "n.s."
0 4 "n.s."
1 2 "n.s."
1 3 "n.s."
1 4 "n.s."
2 1 "n.s."
2 3 "n.s."
3 0 "n.s."
3 3 "n.s."
EOD
set terminal pngcairo noenhanced size 960,680 font 'sans,10'
set output "heat_ipc_over_tcp_broker.png"
set multiplot layout 2,2 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 960,680 dynamic font 'sans,10' background '#ffffff'
set output "heat_ipc_over_tcp_broker.svg"
set multiplot layout 2,2 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
