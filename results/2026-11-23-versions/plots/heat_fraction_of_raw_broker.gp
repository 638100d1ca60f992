reset
$D0 << EOD
0 0 -1.3628856680559718 "0.39"
0 1 -2.1709361438745542 "0.22"
1 0 -1.3257980235507416 "0.40"
1 1 -1.3984600364398545 "0.38"
EOD
$D1 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D2 << EOD
0 0 -1.7873869674874212 "0.29"
0 1 -1.6695656563194832 "0.31"
1 0 -1.4714696829163598 "0.36"
1 1 -1.8610644534336493 "0.28"
EOD
$D3 << EOD
0 0 -1.3066584073934713 "0.40"
0 1 -2.1746876483773905 "0.22"
1 0 -1.1349846532829433 "0.46"
1 1 -2.0935003534525918 "0.23"
EOD
$D4 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D5 << EOD
0 0 -1.7590694085824672 "0.30"
0 1 -2.2031549129916073 "0.22"
1 0 -1.4207895074297918 "0.37"
1 1 -2.093205828023066 "0.23"
EOD
$D6 << EOD
0 0 -1.3291481911633973 "0.40"
0 1 -2.2238748930440586 "0.21"
1 0 -1.0511140633326361 "0.48"
1 1 -1.6847789933105028 "0.31"
EOD
$D7 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D8 << EOD
0 0 -1.5454516860488285 "0.34"
0 1 -1.8249284853261565 "0.28"
1 0 -1.1989382015811454 "0.44"
1 1 -3.3994921161866096 "0.09"
EOD
$D9 << EOD
0 0 -1.8568259725343361 "0.28"
0 1 -3.144128917731674 "0.11"
1 0 -1.5693634712102829 "0.34"
1 1 -2.830451422003145 "0.14"
EOD
$D10 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D11 << EOD
0 0 -2.754982665451659 "0.15"
0 1 -3.2398797567370288 "0.11"
1 0 -2.423727498017665 "0.19"
1 1 -3.699967646411641 "0.08"
EOD
$D12 << EOD
0 0 -1.8232664576571793 "0.28"
0 1 -3.7342555673438453 "0.08"
1 0 -1.5198760637795765 "0.35"
1 1 -3.0416812880852886 "0.12"
EOD
$D13 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D14 << EOD
0 0 -1.561157237075342 "0.34"
0 1 -3.578409624483788 "0.08"
1 0 -1.9972796328914018 "0.25"
1 1 -3.240346428356116 "0.11"
EOD
set terminal pngcairo noenhanced size 1080,1080 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 4,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-3.7342555673438453:3.7342555673438453]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "zmq-4.3.5 TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8', \
     $D4 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq-4.3.5 IPC" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg IPC" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D9 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D9 using 1:($2+0.12):4 with labels font ',8', \
     $D10 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng IPC" font ',11'
plot $D11 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D11 using 1:($2+0.12):4 with labels font ',8'
set title "nng-1.12.0 TCP" font ',11'
plot $D12 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D12 using 1:($2+0.12):4 with labels font ',8', \
     $D13 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng-1.12.0 IPC" font ',11'
plot $D14 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D14 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,1080 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 4,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-3.7342555673438453:3.7342555673438453]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "zmq-4.3.5 TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8', \
     $D4 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq-4.3.5 IPC" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg IPC" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D9 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D9 using 1:($2+0.12):4 with labels font ',8', \
     $D10 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng IPC" font ',11'
plot $D11 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D11 using 1:($2+0.12):4 with labels font ',8'
set title "nng-1.12.0 TCP" font ',11'
plot $D12 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D12 using 1:($2+0.12):4 with labels font ',8', \
     $D13 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng-1.12.0 IPC" font ',11'
plot $D14 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D14 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
